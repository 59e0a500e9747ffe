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
import { ErrorAlert } from '../errors/ErrorAlert';
import { LiveConnectForm } from './LiveConnectForm';

export const KEY_STORAGE_WORDS: Record<KeyStorage, string> = {
  keychain: 'in your system keychain',
  'safe-storage': 'encrypted with your system’s safe storage',
  session:
    'for this session only: no secure store is available on this computer, so the key is kept in memory and forgotten when Atelier quits',
  none: 'nowhere (no key saved)',
};

export function ProfileSettings(): React.JSX.Element {
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
        Profile
      </Title>
      {account.error !== undefined && (
        <ErrorAlert error={account.error} title="Could not read the account" />
      )}
      {status && (
        <Stack gap="md">
          <SegmentedControl
            aria-label="Active profile"
            value={status.active.kind}
            disabled={busy}
            onChange={(value) => {
              if (value === 'sandbox') void run(() => window.atelier.account.useSandbox());
              else if (live?.key.configured) void run(() => window.atelier.account.useLive());
              else setReplacing(true);
            }}
            data={[
              { value: 'sandbox', label: 'Sandbox (test credits)' },
              { value: 'live', label: 'Live account' },
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
                {live?.key.configured ? 'Replace the Live API key' : 'Connect a Live account'}
              </Text>
              <LiveConnectForm
                initialBaseUrl={live?.baseUrl || null}
                onConnected={() => setReplacing(false)}
              />
              <Button variant="subtle" mt="xs" onClick={() => setReplacing(false)}>
                Cancel
              </Button>
            </Card>
          )}
        </Stack>
      )}
      <Modal
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title="Remove the Live API key?"
        centered
      >
        <Text size="sm" mb="md">
          Atelier forgets the key and switches to the Sandbox. Jobs already on the service are not
          affected; you can connect again later.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmRemove(false)}>
            Keep the key
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirmRemove(false);
              void run(() => window.atelier.account.removeLiveKey());
            }}
          >
            Remove key
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
  const { key, baseUrl } = props.profile;
  return (
    <Stack gap={6} data-testid="live-key">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Live API key:
        </Text>
        {key.configured ? (
          <Text size="sm" ff="monospace" data-testid="live-key-last4">
            •••• {key.last4 ?? '????'}
          </Text>
        ) : (
          <Badge variant="light" color="gray">
            Not set
          </Badge>
        )}
      </Group>
      {baseUrl && (
        <Text size="sm" c="dimmed">
          Service: {baseUrl}
        </Text>
      )}
      {key.configured && (
        <Text
          size="sm"
          c={key.storage === 'session' ? 'orange' : 'dimmed'}
          data-testid="live-key-storage"
        >
          Stored {KEY_STORAGE_WORDS[key.storage]}.
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={props.onReplace} disabled={props.busy}>
          {key.configured ? 'Replace key…' : 'Add key…'}
        </Button>
        {key.configured && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={props.onRemove}
            disabled={props.busy}
          >
            Remove key…
          </Button>
        )}
      </Group>
    </Stack>
  );
}
