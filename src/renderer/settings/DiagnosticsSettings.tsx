/**
 * Settings → Diagnostics: the logs folder and the diagnostics zip to send with a problem
 * report, reachable without the application menu (and in the web preview, which has none).
 */
import { Alert, Button, Card, Checkbox, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DiagnosticsExport } from '../../shared/ipc/diagnostics';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatBytes } from '../library/assetPresentation';

export function DiagnosticsSettings(): React.JSX.Element {
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
        Diagnostics
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        If something stops working, send the diagnostics file with your report. It holds versions,
        settings, recent log lines and job ids, never your API key.
      </Text>
      <Stack gap="sm">
        {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
        <Checkbox
          label="Include my prompts"
          description="When off, your prompts, lyrics and styles are left out of the file, log lines included."
          checked={includePrompts}
          onChange={(event) => setIncludePrompts(event.currentTarget.checked)}
        />
        <Group gap="sm">
          <Button onClick={() => void run('export')} loading={busy === 'export'}>
            Export diagnostics…
          </Button>
          <Button variant="default" onClick={() => void run('folder')} loading={busy === 'folder'}>
            Open logs folder
          </Button>
        </Group>
        {saved && (
          <Alert
            color="green"
            variant="light"
            title="Diagnostics saved"
            withCloseButton
            closeButtonLabel="Dismiss message"
            onClose={() => setSaved(null)}
          >
            <Text size="sm">
              {formatBytes(saved.bytes)} in <Code>{saved.path}</Code>
            </Text>
          </Alert>
        )}
        {folder && (
          <Text size="sm" data-testid="logs-folder">
            Logs are kept in <Code>{folder}</Code>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
