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
import type { MessageKey } from '../../shared/i18n/translator';
import { useT } from '../i18n/useLocale';
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
import { targetApiName, targetName, useModelNames } from '../catalog/targetName';
import { presentTask, variationLabel } from './taskPresentation';
import type { DownloadProgress } from './useTaskList';

/** A lineage role in words (main/store/lineage.ts); `asset` is a library result sent as an input link. */
const SOURCE_ROLES: Readonly<Record<string, MessageKey>> = {
  source: 'tasks.details.role.source',
  mashup: 'tasks.details.role.mashup',
  persona: 'tasks.details.role.persona',
  model: 'tasks.details.role.model',
  asset: 'tasks.details.role.asset',
};

export function TaskDetailsDrawer(props: {
  id: string | null;
  onClose: () => void;
  onChanged: (task: SubmissionView) => void;
  download: DownloadProgress | undefined;
}): React.JSX.Element {
  const t = useT();
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
          {detail ? targetName(detail.target, modelNames) : t('tasks.details.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('tasks.details.close') }}
    >
      {error !== null && <ErrorAlert error={error} title={t('tasks.details.loadError')} />}
      {!detail && error === null && (
        <Loader role="status" aria-label={t('tasks.details.loading')} />
      )}
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
  const t = useT();
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
        <section aria-label={t('tasks.details.prompt')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={8}>
            {promptOf(detail.body)}
          </Text>
        </section>
      )}
      {detail.state === 'in_doubt' && (
        <Alert
          color="orange"
          icon={<IconInfoCircle aria-hidden />}
          title={t('tasks.inDoubt.title')}
          data-testid="in-doubt-explanation"
        >
          {t('tasks.inDoubt.sent')} <b>{t('tasks.inDoubt.reconcile')}</b>{' '}
          {t('tasks.inDoubt.reconcileHelp')} <b>{t('tasks.inDoubt.dismiss')}</b>{' '}
          {t('tasks.inDoubt.dismissHelp')} <b>{t('tasks.inDoubt.resubmitName')}</b>{' '}
          {t('tasks.inDoubt.resubmitHelp')}
          {detail.error?.message && (
            <Text size="xs" mt={6}>
              {t('tasks.details.errorDetails', { message: detail.error.message })}
            </Text>
          )}
        </Alert>
      )}
      {detail.status === 'REVIEW_REQUIRED' && (
        <Alert
          color="violet"
          icon={<IconInfoCircle aria-hidden />}
          title={t('status.review')}
          data-testid="review-explanation"
        >
          {t('tasks.details.reviewHelp')}
        </Alert>
      )}
      {presentation.failed && (
        <Alert
          color="red"
          title={
            detail.state === 'rejected' ? t('tasks.details.refused') : t('tasks.details.failed')
          }
          data-testid="failure-explanation"
        >
          {serviceError && (
            <Text size="sm">{t('tasks.details.serviceSays', { message: serviceError })}</Text>
          )}
          <Text size="sm" fw={500} mt={4} data-testid="refund-line">
            {detail.state === 'rejected'
              ? t('tasks.details.nothingCharged')
              : detail.refunded
                ? detail.creditsDeducted !== null
                  ? t('tasks.details.refundedAmount', {
                      credits: formatCredits(detail.creditsDeducted),
                    })
                  : t('tasks.details.refundedCredits')
                : t('tasks.details.noRefundReported')}
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
            {t('tasks.details.rerun')}
          </Button>
        </Group>
      )}
      {download && (download.done + download.failed < download.total || download.failed > 0) && (
        <div>
          <Text size="sm" mb={4}>
            {download.failed > 0
              ? t('tasks.details.savingWithFailures', {
                  done: download.done,
                  total: download.total,
                  failed: download.failed,
                })
              : t('tasks.savingLabel', { done: download.done, total: download.total })}
          </Text>
          <Progress
            value={download.total === 0 ? 0 : (100 * download.done) / download.total}
            aria-label={t('tasks.details.downloadProgress')}
          />
        </div>
      )}
      {problems.length > 0 && (
        <Alert
          color="orange"
          title={t('tasks.details.notAllSaved')}
          data-testid="download-problems"
        >
          {problems.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Alert>
      )}
      <Table variant="vertical" withTableBorder fz="sm">
        <Table.Tbody>
          <Row label={t('tasks.details.cost')}>
            {detail.creditsDeducted !== null
              ? formatCredits(detail.creditsDeducted)
              : detail.creditsEstimated !== null
                ? t('tasks.details.estimatedCost', {
                    credits: formatCredits(detail.creditsEstimated),
                  })
                : t('tasks.details.unknown')}
          </Row>
          {(detail.refunded || presentation.failed) && (
            <Row label={t('tasks.details.refund')}>
              {detail.refunded
                ? t('tasks.details.refundedToBalance')
                : detail.state === 'rejected'
                  ? t('tasks.details.nothingCharged')
                  : t('tasks.details.noneReported')}
            </Row>
          )}
          <Row label={t('tasks.column.started')}>{formatDate(detail.createdAt)}</Row>
          <Row label={t('tasks.details.finished')}>
            {detail.finishedAt ? formatDate(detail.finishedAt) : '—'}
          </Row>
          <Row label={t('tasks.details.took')}>
            {elapsed === null ? '—' : formatDuration(elapsed)}
          </Row>
        </Table.Tbody>
      </Table>
      {mediaCount > 0 && (
        <Text size="sm">
          {t('tasks.details.filesSaved', { count: mediaCount })}{' '}
          <Anchor href={hrefFor('library', { submission: detail.id })}>
            {t('tasks.details.openInLibrary')}
          </Anchor>
        </Text>
      )}
      {/* What people rarely need sits folded: ids, the request as sent, the raw status. */}
      <details data-testid="task-technical">
        <summary style={{ cursor: 'pointer' }}>
          <Text span size="sm" fw={600}>
            {t('tasks.details.technical')}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            {t('tasks.details.technicalHint')}
          </Text>
        </summary>
        <Stack gap="md" mt="sm">
          <Table variant="vertical" withTableBorder fz="sm">
            <Table.Tbody>
              <Row label={t('tasks.details.submission')}>{detail.id}</Row>
              <Row label={t('tasks.details.serviceTaskId')}>{detail.taskId ?? '—'}</Row>
              <Row label={t('tasks.details.serviceName')}>{targetApiName(detail.target)}</Row>
              <Row label={t('tasks.details.serviceStatus')}>{detail.status ?? '—'}</Row>
              <Row label={t('tasks.details.estimated')}>
                {detail.creditsEstimated === null
                  ? t('tasks.details.unknown')
                  : formatCredits(detail.creditsEstimated)}
              </Row>
            </Table.Tbody>
          </Table>
          {detail.sources.length > 0 && (
            <section aria-label={t('tasks.details.madeFrom')}>
              <Title order={5} mb={4}>
                {t('tasks.details.madeFrom')}
              </Title>
              <Stack gap={2}>
                {detail.sources.map((source) => (
                  <Text
                    size="sm"
                    key={`${source.taskId}-${source.role}-${source.audioIndex ?? ''}`}
                  >
                    {roleName(source.role, t)}:<Code>{source.taskId}</Code>
                    {source.audioIndex !== null
                      ? t(
                          source.role === 'asset'
                            ? 'tasks.details.outputIndex'
                            : 'tasks.details.trackIndex',
                          { index: source.audioIndex },
                        )
                      : ''}
                  </Text>
                ))}
              </Stack>
            </section>
          )}
          <section aria-label={t('tasks.details.requestSent')}>
            <Title order={5} mb={4}>
              {t('tasks.details.requestSent')}
            </Title>
            <JsonView value={detail.body} label={t('tasks.details.requestBody')} maxHeight={200} />
          </section>
          <section aria-label={t('tasks.details.statusResult')}>
            <Title order={5} mb={4}>
              {t('tasks.details.lastStatusResult')}
            </Title>
            {detail.statusResult ? (
              <JsonView value={detail.statusResult} label={t('tasks.details.statusResult')} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('tasks.details.noneYet')}
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

function roleName(role: string, t: ReturnType<typeof useT>): string {
  const key = SOURCE_ROLES[role];
  return key ? t(key) : role;
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
