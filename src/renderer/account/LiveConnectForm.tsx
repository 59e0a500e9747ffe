/**
 * Base URL + API key for a Live account. The key goes straight to main (connectLive),
 * which verifies it with a balance call before saving; a refusal names the field.
 */
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AccountStatus } from '../../shared/ipc/account';
import { accountResource, balanceResource } from '../data/resources';
import { describeError } from '../errors/describeError';
import { ErrorAlert } from '../errors/ErrorAlert';
import { useT } from '../i18n/useLocale';

export function LiveConnectForm(props: {
  initialBaseUrl?: string | null;
  submitLabel?: string;
  onConnected?: (status: AccountStatus) => void;
}): React.JSX.Element {
  const t = useT();
  const [baseUrl, setBaseUrl] = useState(props.initialBaseUrl ?? 'https://');
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const description = error ? describeError(error) : null;
  const faultField = description ? fieldOf(description.field, description.code) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const status = await window.atelier.account.connectLive({ baseUrl: baseUrl.trim(), apiKey });
      setApiKey('');
      accountResource.set(status);
      void balanceResource.reload();
      props.onConnected?.(status);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('account.live.form')} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('account.live.baseUrl')}
          description={t('account.live.baseUrlHelp', { example: 'https://api.example.com' })}
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.currentTarget.value)}
          error={
            faultField === 'baseUrl'
              ? t('account.live.baseUrlError', { message: description?.message ?? '' })
              : undefined
          }
          required
          autoComplete="url"
          data-testid="live-base-url"
        />
        <PasswordInput
          label={t('account.live.apiKey')}
          description={t('account.live.apiKeyHelp')}
          value={apiKey}
          onChange={(event) => setApiKey(event.currentTarget.value)}
          error={
            faultField === 'apiKey'
              ? t('account.live.apiKeyError', { message: description?.message ?? '' })
              : undefined
          }
          required
          autoComplete="off"
          data-testid="live-api-key"
        />
        {error !== null && faultField === null && (
          <ErrorAlert error={error} title={t('account.live.connectError')} />
        )}
        {faultField !== null && (
          <Text size="sm" c="red" role="alert" data-testid="live-connect-error">
            {faultField === 'apiKey'
              ? t('account.live.keyRefused')
              : t('account.live.baseUrlFailed', { action: description?.action ?? '' })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={busy}
            disabled={apiKey.trim().length === 0 || baseUrl.trim().length === 0}
          >
            {props.submitLabel ?? t('account.live.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Which of our two inputs an error points at: by field name, or by code for auth failures. */
function fieldOf(field: string | null, code: string): 'baseUrl' | 'apiKey' | null {
  if (field === 'baseUrl' || field === 'apiKey') return field;
  if (field && /url/i.test(field)) return 'baseUrl';
  if (field && /key/i.test(field)) return 'apiKey';
  if (code === 'auth') return 'apiKey';
  if (code === 'connection' || code === 'timeout' || code === 'not_found') return 'baseUrl';
  return null;
}
