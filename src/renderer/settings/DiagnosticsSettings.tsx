/**
 * Settings → Diagnostics: the logs folder and the diagnostics zip to send with a problem
 * report, reachable without the application menu (and in the web preview, which has none).
 */
import { Alert, Button, Card, Checkbox, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DiagnosticsExport } from '../../shared/ipc/diagnostics';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatFileSize } from '../../shared/format/number';
import { useT } from '../i18n/useLocale';

export function DiagnosticsSettings(): React.JSX.Element {
  const t = useT();
  const [includePrompts, setIncludePrompts] = useState(false);
  const [busy, setBusy] = useState<'folder' | 'export' | null>(null);
  const [folder, setFolder] = useState<string | null>(null);
  const [saved, setSaved] = useState<DiagnosticsExport | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (what: 'folder' | 'export') => {
    setBusy(what);
    setError(null);
    try {
      if (what === 'folder') setFolder((await window.atelier.diagnostics.openLogsFolder()).folder);
      else {
        const result = await window.atelier.diagnostics.export({ includePrompts });
        if (result) setSaved(result);
      }
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
      aria-labelledby="diagnostics-title"
      data-testid="diagnostics"
    >
      <Title order={4} id="diagnostics-title" mb={4}>
        {t('settings.diagnostics.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.diagnostics.description')}
      </Text>
      <Stack gap="sm">
        {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
        <Checkbox
          label={t('settings.diagnostics.includePrompts')}
          description={t('settings.diagnostics.includePromptsDetail')}
          checked={includePrompts}
          onChange={(event) => setIncludePrompts(event.currentTarget.checked)}
        />
        <Group gap="sm">
          <Button onClick={() => void run('export')} loading={busy === 'export'}>
            {t('settings.diagnostics.export')}
          </Button>
          <Button variant="default" onClick={() => void run('folder')} loading={busy === 'folder'}>
            {t('settings.diagnostics.openLogs')}
          </Button>
        </Group>
        {saved && (
          <Alert
            color="green"
            variant="light"
            title={t('settings.diagnostics.saved')}
            withCloseButton
            closeButtonLabel={t('settings.diagnostics.dismiss')}
            onClose={() => setSaved(null)}
          >
            <Text size="sm">
              {t('settings.diagnostics.savedIn', { size: formatFileSize(saved.bytes) })}{' '}
              <Code>{saved.path}</Code>
            </Text>
          </Alert>
        )}
        {folder && (
          <Text size="sm" data-testid="logs-folder">
            {t('settings.diagnostics.logsIn')} <Code>{folder}</Code>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
