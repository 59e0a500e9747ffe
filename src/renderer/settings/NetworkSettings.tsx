/**
 * Settings → Network: how Atelier reaches the service, downloads results and checks input
 * links (the window's media follows the same setting). Main checks every field and names the
 * one at fault; the password goes straight to main, which keeps it in the system keychain, so
 * this form only learns whether one is stored.
 */
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
  Card,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ConnectionTest, NetworkView, ProxyMode } from '../../shared/ipc/network';
import { describeError } from '../errors/describeError';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatCredits } from '../format/credits';
import { useT } from '../i18n/useLocale';

interface Draft {
  mode: ProxyMode;
  proxyUrl: string;
  proxyUser: string;
  bypass: string;
  /** A new password typed here; '' = keep the stored one. */
  password: string;
}

const FIELDS = new Set(['proxyUrl', 'bypass']);

const draftOf = (view: NetworkView): Draft => ({
  mode: view.mode,
  proxyUrl: view.proxyUrl,
  proxyUser: view.proxyUser,
  bypass: view.bypass,
  password: '',
});

export function NetworkSettings(): React.JSX.Element {
  const t = useT();
  const [saved, setSaved] = useState<NetworkView | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [tested, setTested] = useState<ConnectionTest | null>(null);

  useEffect(() => {
    let cancelled = false;
    window.atelier.network.get().then(
      (view) => !cancelled && (setSaved(view), setDraft(draftOf(view))),
      (caught: unknown) => !cancelled && setError(caught),
    );
    const stop = window.atelier.on('network:changed', (view) => setSaved(view));
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  const description = error ? describeError(error) : null;
  // Under its field when that field is on screen; otherwise (fields hidden) in the alert below.
  const faultField =
    description?.field && FIELDS.has(description.field) && draft?.mode === 'manual'
      ? description.field
      : null;
  const dirty =
    saved !== null &&
    draft !== null &&
    (draft.password !== '' ||
      (['mode', 'proxyUrl', 'proxyUser', 'bypass'] as const).some(
        (key) => draft[key] !== saved[key],
      ));
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setTested(null);
  };

  const save = async (
    changes: Parameters<typeof window.atelier.network.update>[0],
  ): Promise<boolean> => {
    setError(null);
    try {
      const view = await window.atelier.network.update(changes);
      setSaved(view);
      setDraft((current) => (current ? { ...draftOf(view), password: '' } : current));
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    }
  };
  const saveDraft = async () => {
    if (!draft) return false;
    const { password, ...fields } = draft;
    return save({ ...fields, ...(password !== '' ? { password } : {}) });
  };
  const run = async (what: 'save' | 'test') => {
    setBusy(what);
    setTested(null);
    try {
      if (dirty && !(await saveDraft())) return;
      if (what === 'test') setTested(await window.atelier.network.test());
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      withBorder
      padding="lg"
      maw={640}
      mb="lg"
      aria-labelledby="network-title"
      data-testid="network-settings"
    >
      <Title order={4} id="network-title" mb={4}>
        {t('settings.network.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.network.description')}
      </Text>
      {saved === null && error !== null && (
        <ErrorAlert error={error} title={t('settings.network.readError')} />
      )}
      {draft && (
        <form
          aria-label={t('settings.network.form')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run('save');
          }}
        >
          <Stack gap="sm">
            <Radio.Group
              label={t('settings.network.proxy')}
              value={draft.mode}
              onChange={(value) => change({ mode: value as ProxyMode })}
            >
              <Stack gap={6} mt={6}>
                <Radio
                  value="system"
                  label={t('settings.network.system')}
                  description={t('settings.network.systemDetail', {
                    variables: 'HTTPS_PROXY, HTTP_PROXY, NO_PROXY',
                  })}
                />
                <Radio
                  value="manual"
                  label={t('settings.network.manual')}
                  description={t('settings.network.manualDetail')}
                />
                <Radio
                  value="none"
                  label={t('settings.network.none')}
                  description={t('settings.network.noneDetail')}
                />
              </Stack>
            </Radio.Group>
            {draft.mode === 'manual' && (
              <Stack gap="sm" pl="md" data-testid="manual-proxy">
                <TextInput
                  label={t('settings.network.address')}
                  description={t('settings.network.addressDetail')}
                  placeholder="http://proxy.example.com:3128"
                  value={draft.proxyUrl}
                  onChange={(event) => change({ proxyUrl: event.currentTarget.value })}
                  error={faultField === 'proxyUrl' ? description?.message : undefined}
                  required
                  autoComplete="off"
                  spellCheck={false}
                />
                <Group grow align="flex-start">
                  <TextInput
                    label={t('settings.network.user')}
                    description={t('settings.network.userDetail')}
                    value={draft.proxyUser}
                    onChange={(event) => change({ proxyUser: event.currentTarget.value })}
                    autoComplete="off"
                  />
                  <PasswordInput
                    label={t('settings.network.password')}
                    description={
                      saved?.hasPassword
                        ? t('settings.network.passwordStored')
                        : t('settings.network.passwordKept')
                    }
                    placeholder={saved?.hasPassword ? t('settings.network.passwordKeep') : ''}
                    value={draft.password}
                    onChange={(event) => change({ password: event.currentTarget.value })}
                    autoComplete="off"
                  />
                </Group>
                {saved?.hasPassword && (
                  <Group justify="flex-end" mt={-6}>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => void save({ password: null })}
                    >
                      {t('settings.network.forgetPassword')}
                    </Button>
                  </Group>
                )}
                <TextInput
                  label={t('settings.network.bypass')}
                  description={t('settings.network.bypassDetail', {
                    examples: 'intranet.example.com, *.example.com, 10.0.0.0/8, <local>',
                    loopback: '<-loopback>',
                  })}
                  value={draft.bypass}
                  onChange={(event) => change({ bypass: event.currentTarget.value })}
                  error={faultField === 'bypass' ? description?.message : undefined}
                  autoComplete="off"
                  spellCheck={false}
                />
              </Stack>
            )}
            {error !== null && saved !== null && faultField === null && (
              <ErrorAlert error={error} onClose={() => setError(null)} />
            )}
            {tested && (
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
                title={t('settings.network.connected')}
                role="status"
              >
                {reachedWords(tested, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                loading={busy === 'test'}
                disabled={busy !== null}
                onClick={() => void run('test')}
              >
                {dirty ? t('settings.network.saveAndTest') : t('settings.network.test')}
              </Button>
              <Button type="submit" loading={busy === 'save'} disabled={!dirty || busy !== null}>
                {t('settings.network.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}

/** The route said in the user's words from main's facts (the proxy's address, or none), never main's English `route`. */
function reachedWords(tested: ConnectionTest, t: ReturnType<typeof useT>): string {
  const credits = formatCredits(tested.credits);
  return tested.proxy === null
    ? t('settings.network.reachedDirect', { credits })
    : t('settings.network.reachedProxy', { proxy: tested.proxy, credits });
}
