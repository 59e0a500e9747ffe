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
import { formatCount } from '../format/count';

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
        Network
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        How Atelier reaches the service, downloads results and checks input links. Previews in this
        window follow the same setting. Changes apply at once.
      </Text>
      {saved === null && error !== null && (
        <ErrorAlert error={error} title="Could not read the network settings" />
      )}
      {draft && (
        <form
          aria-label="Network settings"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run('save');
          }}
        >
          <Stack gap="sm">
            <Radio.Group
              label="Proxy"
              value={draft.mode}
              onChange={(value) => change({ mode: value as ProxyMode })}
            >
              <Stack gap={6} mt={6}>
                <Radio
                  value="system"
                  label="Use the system settings"
                  description="Your computer’s proxy settings, and the HTTPS_PROXY, HTTP_PROXY and NO_PROXY variables when they are set."
                />
                <Radio
                  value="manual"
                  label="Use this proxy"
                  description="For company networks that require a specific proxy."
                />
                <Radio value="none" label="No proxy" description="Connect directly." />
              </Stack>
            </Radio.Group>
            {draft.mode === 'manual' && (
              <Stack gap="sm" pl="md" data-testid="manual-proxy">
                <TextInput
                  label="Proxy address"
                  description="http, https or socks5, with the port"
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
                    label="User name"
                    description="Only if the proxy asks for one"
                    value={draft.proxyUser}
                    onChange={(event) => change({ proxyUser: event.currentTarget.value })}
                    autoComplete="off"
                  />
                  <PasswordInput
                    label="Password"
                    description={
                      saved?.hasPassword
                        ? 'A password is stored in the system keychain'
                        : 'Kept in the system keychain'
                    }
                    placeholder={saved?.hasPassword ? 'Leave empty to keep it' : ''}
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
                      Forget the stored password
                    </Button>
                  </Group>
                )}
                <TextInput
                  label="Go direct for"
                  description="Optional, comma separated: intranet.example.com, *.example.com, 10.0.0.0/8, <local>. This computer’s own addresses go direct unless you add <-loopback>."
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
                title="Connected"
                role="status"
              >
                Reached the service {tested.route}. Balance: {formatCount(tested.credits, 'credit')}
                .
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                loading={busy === 'test'}
                disabled={busy !== null}
                onClick={() => void run('test')}
              >
                {dirty ? 'Save and test connection' : 'Test connection'}
              </Button>
              <Button type="submit" loading={busy === 'save'} disabled={!dirty || busy !== null}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
