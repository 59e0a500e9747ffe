// Owns the batch panel of the Generate page: the source (a prompt list with wildcards, or a
// CSV pasted or imported), its problems by row and column, then the preview (every job with its
// own check and price, the total against the balance and the month's budget) and the one
// confirm, then where the send stopped. Opened by "Batch…" or by a `&batch=` deep link.
import {
  Alert,
  Button,
  Drawer,
  FileButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import { IconFileImport, IconListCheck, IconSend } from '@tabler/icons-react';
import { BATCH_CAP } from '../../../shared/batch/batchSource';
import { formatCredits } from '../../format/credits';
import { useT } from '../../i18n/useLocale';
import { targetFields } from '../formView';
import type { GenerateTarget } from '../generateTargets';
import { describeSubmitError } from '../submitErrorView';
import { BatchJobsTable } from './BatchJobsTable';
import { BatchOutcomeNote } from './BatchOutcomeNote';
import { BatchTotals } from './BatchTotals';
import { exampleLine, problemWords } from './batchWords';
import type { BatchModel } from './useBatch';

export function BatchDrawer(props: {
  batch: BatchModel;
  target: GenerateTarget;
  name: string;
  creditToUsd: number | null;
}): React.JSX.Element {
  const t = useT();
  const { batch } = props;
  const fields = targetFields(props.target);
  const { preview, source } = batch;
  const count = source.jobs.length;
  const total = preview?.totalCredits ?? null;
  const error = batch.error ? describeSubmitError(batch.error) : null;
  return (
    <Drawer
      opened={batch.opened}
      onClose={batch.close}
      position="right"
      size="xl"
      title={t('generate.batch.title', { name: props.name })}
      data-testid="batch-drawer"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('generate.batch.intro')}
        </Text>
        <Group justify="space-between" wrap="wrap">
          <SegmentedControl
            value={batch.kind}
            onChange={(value) => batch.setKind(value === 'csv' ? 'csv' : 'list')}
            data={[
              { value: 'list', label: t('generate.batch.kindList') },
              { value: 'csv', label: t('generate.batch.kindCsv') },
            ]}
          />
          <FileButton
            accept=".csv,text/csv,text/plain"
            onChange={(file) => {
              if (!file) return;
              void file.text().then((text) => {
                batch.setKind('csv');
                batch.setText(text);
              });
            }}
          >
            {(button) => (
              <Button {...button} variant="default" leftSection={<IconFileImport size={16} />}>
                {t('generate.batch.importCsv')}
              </Button>
            )}
          </FileButton>
        </Group>
        <GrowingTextarea
          label={t('generate.batch.sourceLabel')}
          description={
            batch.kind === 'list'
              ? t('generate.batch.listHelp', { example: exampleLine(t), cap: BATCH_CAP })
              : t('generate.batch.csvHelp', { fields: fields.map((f) => f.name).join(', ') })
          }
          value={batch.text}
          onChange={(event) => batch.setText(event.currentTarget.value)}
          minRows={5}
          maxRows={12}
          inputStyle={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
          data-testid="batch-source"
        />
        {source.problems.length > 0 && batch.text.trim() !== '' ? (
          <Alert color="red" variant="light" data-testid="batch-problems">
            {source.problems.slice(0, 8).map((problem, index) => (
              <Text size="sm" key={index}>
                {problemWords(t, problem, fields)}
              </Text>
            ))}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" data-testid="batch-count">
            {t('generate.batch.count', { count, cap: BATCH_CAP })}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconListCheck size={16} />}
            onClick={() => void batch.runPreview()}
            loading={batch.previewing}
            disabled={count === 0 || batch.sending}
          >
            {t('generate.batch.preview')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" title={error.title} data-testid="batch-error">
            {error.message}
          </Alert>
        )}
        {preview && (
          <>
            <BatchJobsTable
              jobs={source.jobs}
              preview={preview}
              fields={fields}
              rowWord={
                batch.kind === 'csv' ? t('generate.batch.col.row') : t('generate.batch.col.line')
              }
            />
            <BatchTotals preview={preview} creditToUsd={props.creditToUsd} />
            <Text size="xs" c="dimmed">
              {t('generate.batch.sendNote')}
            </Text>
            <Group justify="flex-end">
              <Button
                leftSection={<IconSend size={16} />}
                onClick={() => void batch.send()}
                loading={batch.sending}
                disabled={!preview.ok}
                data-testid="batch-send"
              >
                {total === null
                  ? t('generate.batch.sendUnknown', { count })
                  : t('generate.batch.send', { count, credits: formatCredits(total) })}
              </Button>
            </Group>
          </>
        )}
        {batch.outcome && <BatchOutcomeNote outcome={batch.outcome} />}
      </Stack>
    </Drawer>
  );
}
