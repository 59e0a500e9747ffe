/** One submission in full: state in plain words, errors and refund, sources, assets, raw JSON. */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Drawer,
  Group,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { SubmissionDetail, SubmissionView } from '../../shared/ipc/tasks';
import { JsonView } from '../components/JsonView';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatCredits } from '../format/credits';
import { elapsedMs, formatDuration } from '../format/elapsed';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { useNow } from '../hooks/useNow';
import { hrefFor } from '../routes';
import { InDoubtActions } from './InDoubtActions';
import { downloadProblems } from './downloadProblems';
import { formatDate } from '../format/date';
import { TaskResults } from './TaskResults';
import { targetName, useModelNames } from '../catalog/targetName';
import { presentTask, variationLabel } from './taskPresentation';
import type { DownloadProgress } from './useTaskList';

/** A lineage role in words (main/store/lineage.ts); `asset` is a library result sent as an input link. */
const SOURCE_ROLES: Readonly<Record<string, string>> = {
  source: 'Source track',
  mashup: 'Mashup track',
  persona: 'Persona',
  model: 'Custom model',
  asset: 'Result used as input',
};

export function TaskDetailsDrawer(props: {
  id: string | null;
  onClose: () => void;
  onChanged: (task: SubmissionView) => void;
  download: DownloadProgress | undefined;
}): React.JSX.Element {
  const modelNames = useModelNames();
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (props.id === null) return undefined;
    let cancelled = false;
    setError(null);
    window.atelier.tasks.get({ id: props.id }).then(
      (value) => !cancelled && setDetail(value),
      (caught: unknown) => !cancelled && setError(caught),
    );
    return () => {
      cancelled = true;
    };
  }, [props.id, version]);

  useEffect(() => {
    if (props.id === null) setDetail(null);
  }, [props.id]);

  // Re-read the detail (status result, assets) when this submission changes.
  useAtelierEvent('tasks:changed', (changed) => {
    if (changed.id === props.id) setVersion((value) => value + 1);
  });

  const changed = (task: SubmissionView) => {
    props.onChanged(task);
    setVersion((value) => value + 1);
  };

  return (
    <Drawer
      opened={props.id !== null}
      onClose={props.onClose}
      position="right"
      size="xl"
      title={
        <Title order={3} component="span">
          {detail ? targetName(detail.target, modelNames) : 'Task details'}
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close task details' }}
    >
      {error !== null && <ErrorAlert error={error} title="Could not load this task" />}
      {!detail && error === null && <Loader aria-label="Loading task details" />}
      {detail && detail.id === props.id && (
        <DetailBody detail={detail} onChanged={changed} download={props.download} />
      )}
    </Drawer>
  );
}

function DetailBody(props: {
  detail: SubmissionDetail;
  onChanged: (task: SubmissionView) => void;
  download: DownloadProgress | undefined;
}): React.JSX.Element {
  const { detail } = props;
  const presentation = presentTask(detail);
  const now = useNow(1000, presentation.running);
  const elapsed = elapsedMs(detail, now, presentation.running);
  const download = props.download ?? (detail.downloads.total > 0 ? detail.downloads : undefined);
  const problems = downloadProblems(detail);
  // A note of files not saved is not the service's word on a failure.
  const serviceError =
    (problems.length > 0 ? null : detail.error?.message) ?? readStatusError(detail.statusResult);
  // Media, as "N of M files" counts them (the status record is kept too, but is not a result).
  const mediaCount = detail.downloads.total > 0 ? detail.downloads.done : detail.assetIds.length;

  return (
    <Stack gap="md" data-testid="task-details">
      <Group gap="xs">
        <Badge color={presentation.color} size="lg" data-testid="task-details-status">
          {presentation.label}
        </Badge>
        {detail.variation && (
          <Badge size="lg" variant="light" color="grape">
            {variationLabel(detail)}
          </Badge>
        )}
        {detail.summary && !promptOf(detail.body) && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {detail.summary}
          </Text>
        )}
      </Group>
      <TaskResults assetIds={detail.assetIds} />
      {promptOf(detail.body) && (
        <section aria-label="Prompt">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={8}>
            {promptOf(detail.body)}
          </Text>
        </section>
      )}
      {detail.state === 'in_doubt' && (
        <Alert
          color="orange"
          icon={<IconInfoCircle aria-hidden />}
          title="Sent, but no answer"
          data-testid="in-doubt-explanation"
        >
          Atelier sent this request but never heard back; it may or may not have been charged.{' '}
          <b>Reconcile</b> asks the service what happened (known task ids and balance movement).{' '}
          <b>Dismiss</b> hides it if you know it never ran.
          <b> Resubmit</b> sends it again and may charge you twice.
          {detail.error?.message && (
            <Text size="xs" mt={6}>
              Details: {detail.error.message}
            </Text>
          )}
        </Alert>
      )}
      {detail.status === 'REVIEW_REQUIRED' && (
        <Alert
          color="violet"
          icon={<IconInfoCircle aria-hidden />}
          title="Under review"
          data-testid="review-explanation"
        >
          The service is reviewing this job; Atelier keeps checking. You don’t need to do anything.
        </Alert>
      )}
      {presentation.failed && (
        <Alert
          color="red"
          title={detail.state === 'rejected' ? 'Refused by the service' : 'The job failed'}
          data-testid="failure-explanation"
        >
          {serviceError && <Text size="sm">Service says: {serviceError}</Text>}
          <Text size="sm" fw={500} mt={4} data-testid="refund-line">
            {detail.state === 'rejected'
              ? 'Nothing was charged.'
              : detail.refunded
                ? `Refunded: ${detail.creditsDeducted !== null ? formatCredits(detail.creditsDeducted) : 'the credits'} went back to your balance.`
                : 'The service has not reported a refund for this job; your balance shows whether the credits came back.'}
          </Text>
        </Alert>
      )}
      <InDoubtActions task={detail} onChanged={props.onChanged} />
      {(presentation.finished || presentation.failed) && (
        <Group>
          <Button
            component="a"
            href={hrefFor('generate', { from: detail.id })}
            variant="light"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            Re-run with these settings
          </Button>
        </Group>
      )}
      {download && (download.done + download.failed < download.total || download.failed > 0) && (
        <div>
          <Text size="sm" mb={4}>
            Saving files: {download.done} of {download.total}
            {download.failed > 0 ? `, ${download.failed} could not be saved` : ''}
          </Text>
          <Progress
            value={download.total === 0 ? 0 : (100 * download.done) / download.total}
            aria-label="Download progress"
          />
        </div>
      )}
      {problems.length > 0 && (
        <Alert color="orange" title="Not every file was saved" data-testid="download-problems">
          {problems.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Alert>
      )}
      <Table variant="vertical" withTableBorder fz="sm">
        <Table.Tbody>
          <Row label="Cost">
            {detail.creditsDeducted !== null
              ? formatCredits(detail.creditsDeducted)
              : detail.creditsEstimated !== null
                ? `${formatCredits(detail.creditsEstimated)} (estimated)`
                : 'unknown'}
          </Row>
          {(detail.refunded || presentation.failed) && (
            <Row label="Refund">
              {detail.refunded
                ? 'Refunded to your balance'
                : detail.state === 'rejected'
                  ? 'Nothing was charged'
                  : 'None reported'}
            </Row>
          )}
          <Row label="Started">{formatDate(detail.createdAt)}</Row>
          <Row label="Finished">{detail.finishedAt ? formatDate(detail.finishedAt) : '—'}</Row>
          <Row label="Took">{elapsed === null ? '—' : formatDuration(elapsed)}</Row>
        </Table.Tbody>
      </Table>
      {mediaCount > 0 && (
        <Text size="sm">
          {mediaCount} {mediaCount === 1 ? 'file' : 'files'} in the{' '}
          <Anchor href={hrefFor('library', { submission: detail.id })}>library</Anchor>.
        </Text>
      )}
      {/* What people rarely need sits folded: ids, the request as sent, the raw status. */}
      <details data-testid="task-technical">
        <summary style={{ cursor: 'pointer' }}>
          <Text span size="sm" fw={600}>
            Technical details
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            ids, sources, the request sent and the service’s last answer
          </Text>
        </summary>
        <Stack gap="md" mt="sm">
          <Table variant="vertical" withTableBorder fz="sm">
            <Table.Tbody>
              <Row label="Submission">{detail.id}</Row>
              <Row label="Service task id">{detail.taskId ?? '—'}</Row>
              <Row label="Service status">{detail.status ?? '—'}</Row>
              <Row label="Estimated">
                {detail.creditsEstimated === null
                  ? 'unknown'
                  : formatCredits(detail.creditsEstimated)}
              </Row>
            </Table.Tbody>
          </Table>
          {detail.sources.length > 0 && (
            <section aria-label="Sources">
              <Title order={5} mb={4}>
                Made from
              </Title>
              <Stack gap={2}>
                {detail.sources.map((source) => (
                  <Text
                    size="sm"
                    key={`${source.taskId}-${source.role}-${source.audioIndex ?? ''}`}
                  >
                    {SOURCE_ROLES[source.role] ?? source.role}: <Code>{source.taskId}</Code>
                    {source.audioIndex !== null
                      ? `, ${source.role === 'asset' ? 'output' : 'track'} ${source.audioIndex}`
                      : ''}
                  </Text>
                ))}
              </Stack>
            </section>
          )}
          <section aria-label="Request sent">
            <Title order={5} mb={4}>
              Request sent
            </Title>
            <JsonView value={detail.body} label="Request body" maxHeight={200} />
          </section>
          <section aria-label="Status result">
            <Title order={5} mb={4}>
              Last status result
            </Title>
            {detail.statusResult ? (
              <JsonView value={detail.statusResult} label="Status result" />
            ) : (
              <Text size="sm" c="dimmed">
                None yet.
              </Text>
            )}
          </section>
        </Stack>
      </details>
    </Stack>
  );
}

/** The words the request was made from: prompt, description or lyrics. */
function promptOf(body: Record<string, unknown>): string | null {
  for (const key of ['prompt', 'gpt_description', 'lyrics', 'style']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function Row(props: { label: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <Table.Tr>
      <Table.Th w={150}>{props.label}</Table.Th>
      <Table.Td style={{ wordBreak: 'break-all' }}>{props.children}</Table.Td>
    </Table.Tr>
  );
}

function readStatusError(result: Record<string, unknown> | null): string | null {
  const value = result?.error;
  if (typeof value === 'string' && value) return value;
  if (
    value &&
    typeof value === 'object' &&
    typeof (value as Record<string, unknown>).message === 'string'
  )
    return (value as { message: string }).message;
  return null;
}
