/** Settings → Profile: switch Sandbox/Live, replace or remove the Live key (last 4 only). */
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { KeyStorage, ProfileView } from '../../shared/ipc/account';
import { accountResource, balanceResource, useAccountStatus } from '../data/resources';
import type { MessageKey } from '../../shared/i18n/translator';
import { ErrorAlert } from '../errors/ErrorAlert';
import { useT } from '../i18n/useLocale';
import { LiveConnectForm } from './LiveConnectForm';

/** Where the key is kept, as a whole sentence per place (word order differs by language). */
const KEY_STORAGE_WORDS: Record<KeyStorage, MessageKey> = {
  keychain: 'account.profile.stored.keychain',
  'safe-storage': 'account.profile.stored.safeStorage',
  session: 'account.profile.stored.session',
  none: 'account.profile.stored.none',
};

export function ProfileSettings(): React.JSX.Element {
  const t = useT();
  const account = useAccountStatus();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const status = account.data;
  const live = status?.profiles.find((profile) => profile.kind === 'live');

  const run = async (call: () => Promise<typeof status>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await call();
      if (next) accountResource.set(next);
      void balanceResource.reload();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      withBorder
      padding="lg"
      maw={640}
      mb="lg"
      aria-labelledby="profile-title"
      data-testid="profile-settings"
    >
      <Title order={4} id="profile-title" mb="sm">
        {t('account.profile.title')}
      </Title>
      {account.error !== undefined && (
        <ErrorAlert error={account.error} title={t('account.profile.readError')} />
      )}
      {status && (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('account.profile.active')}
            value={status.active.kind}
            disabled={busy}
            onChange={(value) => {
              if (value === 'sandbox') void run(() => window.atelier.account.useSandbox());
              else if (live?.key.configured) void run(() => window.atelier.account.useLive());
              else setReplacing(true);
            }}
            data={[
              { value: 'sandbox', label: t('account.profile.sandboxOption') },
              { value: 'live', label: t('account.live') },
            ]}
          />
          {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
          {live && (
            <LiveKey
              profile={live}
              onReplace={() => setReplacing(true)}
              onRemove={() => setConfirmRemove(true)}
              busy={busy}
            />
          )}
          {replacing && (
            <Card withBorder padding="md">
              <Text fw={500} mb="xs">
                {live?.key.configured ? t('account.profile.replaceTitle') : t('account.live.form')}
              </Text>
              <LiveConnectForm
                initialBaseUrl={live?.baseUrl || null}
                onConnected={() => setReplacing(false)}
              />
              <Button variant="subtle" mt="xs" onClick={() => setReplacing(false)}>
                {t('tasks.inDoubt.cancel')}
              </Button>
            </Card>
          )}
        </Stack>
      )}
      <Modal
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={t('account.profile.removeTitle')}
        centered
      >
        <Text size="sm" mb="md">
          {t('account.profile.removeDetail')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmRemove(false)}>
            {t('account.profile.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirmRemove(false);
              void run(() => window.atelier.account.removeLiveKey());
            }}
          >
            {t('account.profile.remove')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

function LiveKey(props: {
  profile: ProfileView;
  onReplace: () => void;
  onRemove: () => void;
  busy: boolean;
}): React.JSX.Element {
  const t = useT();
  const { key, baseUrl } = props.profile;
  return (
    <Stack gap={6} data-testid="live-key">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('account.profile.liveKey')}
        </Text>
        {key.configured ? (
          <Text size="sm" ff="monospace" data-testid="live-key-last4">
            •••• {key.last4 ?? '????'}
          </Text>
        ) : (
          <Badge variant="light" color="gray">
            {t('account.profile.notSet')}
          </Badge>
        )}
      </Group>
      {baseUrl && (
        <Text size="sm" c="dimmed">
          {t('account.profile.service', { url: baseUrl })}
        </Text>
      )}
      {key.configured && (
        <Text
          size="sm"
          c={key.storage === 'session' ? 'orange' : 'dimmed'}
          data-testid="live-key-storage"
        >
          {t(KEY_STORAGE_WORDS[key.storage])}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={props.onReplace} disabled={props.busy}>
          {key.configured ? t('account.profile.replaceKey') : t('account.profile.addKey')}
        </Button>
        {key.configured && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={props.onRemove}
            disabled={props.busy}
          >
            {t('account.profile.removeKey')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
