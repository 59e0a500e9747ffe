// Owns the Generate page's composition: model picker, the generated form, the cost panel,
// the submit bar (Ctrl/Cmd+Enter anywhere on the page), the confirm step, and the side column:
// the one outcome note that follows the job to done or failed, the latest result shown large
// (ResultPanel), the jobs still running (JobsPanel), the cost, and the strip of this target's
// recent results. The form keeps its words after a submit: the next variation starts from them. The price, "Variations ×N" and Submit sit in the form's sticky
// action bar (SubmitBar), in sight without scrolling in a small window.
import { Alert, Box, Button, Grid, Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconSend } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { ConfirmSubmit } from './ConfirmSubmit';
import { CostPanel } from './CostPanel';
import { GenerateForm } from './GenerateForm';
import { targetApiName, targetName, useModelNames } from '../catalog/targetName';
import { targetKey, targetSummary, toGenerateTarget } from './generateTargets';
import { LinkPrefillNotice } from './LinkPrefillNotice';
import { JobsPanel } from './JobsPanel';
import { RecentResults } from './RecentResults';
import { RecipeDrop } from './recipe/RecipeDrop';
import { ResultPanel } from './ResultPanel';
import { ResetFormButton } from './ResetFormButton';
import { PromptsButton } from './prompts/PromptsButton';
import { PromptReplacedNotice } from './prompts/PromptReplacedNotice';
import { usePromptReuse } from './prompts/usePromptReuse';
import { SubmitBar } from './SubmitBar';
import { ModelPicker } from './ModelPicker';
import { SubmitErrorAlert } from './SubmitErrorAlert';
import { SubmittedNotice } from './SubmittedNotice';
import { useCatalogView } from './useCatalogView';
import { useGenerateForm } from './useGenerateForm';
import { useGenerateRoute } from './useGenerateRoute';
import { usePreflight } from './usePreflight';
import { useOutcomeInSight } from './useOutcomeInSight';
import { useRecentResults } from './useRecentResults';
import { useSubmitFlow } from './useSubmitFlow';
import { useSubmitShortcut } from './useSubmitShortcut';
import { submitBlockedReason } from './submitBlock';
import { VariationsField } from './VariationsField';
import { VariationsNotice } from './VariationsNotice';
import { TechnicalDetails } from './TechnicalDetails';
import { useT } from '../i18n/useLocale';
import { BatchDrawer } from './batch/BatchDrawer';
import { useBatch } from './batch/useBatch';
import { AddToQueueButton, QueueFormNote } from './queue/AddToQueueButton';
import { QueuePanel } from './queue/QueuePanel';
import { useQueueForm } from './queue/useQueueForm';
import { ErrorAlert } from '../errors';
import { inlineMessage } from './formIssues';

/** Side by side from 760 px of page: the form and a cost column of 250 px or more. */
const GRID_BREAKPOINTS = { xs: '400px', sm: '560px', md: '760px', lg: '960px', xl: '1200px' };

export function GenerateView(): React.JSX.Element {
  const t = useT();
  const form = useGenerateForm({ model: 'image-a' });
  const { loaded, link } = useGenerateRoute(form);
  const batch = useBatch(form.state.target, form.body);
  const { catalog } = useCatalogView();
  const [variations, setVariations] = useState(1);
  // The upper bound the user accepted for a job of unknown price under a hard budget line.
  const [acceptedBound, setAcceptedBound] = useState<number | null>(null);
  const preflight = usePreflight(form.state.target, form.body, variations, acceptedBound);
  const blockedReason = submitBlockedReason(preflight.result);
  const flow = useSubmitFlow(form, preflight, variations);
  // "Add to queue": held in main, not sent, costs nothing (src/main/queue).
  const queue = useQueueForm(form);
  const variationsFound = preflight.result?.issues.find((found) => found.field === 'variations');
  const variationsIssue = variationsFound ? inlineMessage(variationsFound) : null;
  const formRef = useRef<HTMLFormElement>(null);
  const creditToUsd = catalog?.creditToUsd ?? null;
  const modelNames = useModelNames();
  const title = targetName(form.state.target, modelNames);
  const { clearSubmitted } = flow;
  // A new form (another target, a link, a re-run) starts without the last submit's outcome.
  useEffect(() => clearSubmitted(), [form.state.target, clearSubmitted]);
  // An accepted upper bound belongs to the model it was read for.
  useEffect(() => setAcceptedBound(null), [form.state.target]);
  const submittedTarget = flow.submitted ? toGenerateTarget(flow.submitted.target) : null;
  const recent = useRecentResults(form.state.target);
  const sideRef = useOutcomeInSight<HTMLDivElement>(
    flow.submitted?.id ?? flow.error ?? flow.variations,
  );

  const submit = useCallback(() => {
    void flow.requestSubmit().then(() => {
      // Move focus to the first field the form marks invalid, so keyboard users land on it.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    });
  }, [flow]);

  // A recent job's settings back into the form (its target is the open one).
  const { loadBody } = form;
  const useSettings = useCallback(
    (task: SubmissionView) => {
      const target = toGenerateTarget(task.target);
      if (target) loadBody(target, task.body);
    },
    [loadBody],
  );

  // A prompt from the history into its model's (or action's) form; the words it replaced can come back.
  const promptReuse = usePromptReuse({
    target: form.state.target,
    prompt: form.state.values['prompt'],
    setTarget: form.setTarget,
    setValue: form.setValue,
  });

  // Ctrl/Cmd+Enter from anywhere on the page; with the confirm step open it confirms.
  useSubmitShortcut(() => (flow.confirming ? void flow.confirm() : submit()));

  return (
    <Stack gap="lg">
      <ModelPicker target={form.state.target} onChange={form.setTarget} />
      {loaded && (
        <Alert
          color={loaded.error ? 'red' : 'violet'}
          variant="light"
          title={loaded.error ? t('generate.reopenFailed') : t('generate.reopened')}
          data-testid="loaded-from"
        >
          {loaded.error ??
            t('generate.reopenedBody', { summary: loaded.summary || loaded.submissionId })}
        </Alert>
      )}
      {link && targetKey(link.target) === targetKey(form.state.target) && (
        <LinkPrefillNotice target={link.target} prefill={link.prefill} />
      )}
      {/* Columns by the page's own width (container queries), not the window's: the sidebar's width counts. */}
      <Grid gap="lg" type="container" breakpoints={GRID_BREAKPOINTS}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="md"
            p="lg"
            ref={formRef}
            component="form"
            aria-label={t('generate.formName', { name: title })}
            onSubmit={(event: React.FormEvent) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="md">
              {/* The title keeps 240 px; in a narrow form the buttons go below it. */}
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Box style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Title order={3}>{title}</Title>
                  <Text c="dimmed" size="sm">
                    {targetSummary(form.state.target)}
                  </Text>
                  <TechnicalDetails
                    testId="target-technical"
                    lines={[t('generate.apiName', { name: targetApiName(form.state.target) })]}
                  />
                </Box>
                {/* In the header, away from Submit: a batch is a list of jobs, confirmed in its own panel. */}
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconListDetails size={14} />}
                    onClick={batch.open}
                    data-testid="batch-open"
                  >
                    {t('generate.batch.open')}
                  </Button>
                  <PromptsButton target={form.state.target} onReuse={promptReuse.reuse} />
                  <ResetFormButton
                    edited={form.edited}
                    onReset={form.resetForm}
                    onUndo={form.undoReset}
                  />
                </Group>
              </Group>
              <PromptReplacedNotice reuse={promptReuse} />
              <GenerateForm
                state={form.state}
                view={form.view}
                errors={form.shownErrors}
                library={form.library}
                onValue={form.setValue}
                onMode={form.setMode}
              />
              {form.attempted && form.issues.general.length > 0 && (
                <Alert
                  color="red"
                  variant="light"
                  title={t('generate.fixFirst')}
                  data-testid="general-issues"
                >
                  {form.issues.general.map((message) => (
                    <Text size="sm" key={message}>
                      {message}
                    </Text>
                  ))}
                </Alert>
              )}
            </Stack>
            {/* Price, Variations and Submit stay in sight however long the form is (small windows). */}
            <SubmitBar
              preflight={preflight}
              creditToUsd={creditToUsd}
              note={
                <>
                  <QueueFormNote queue={queue} />
                  {blockedReason && (
                    <Text
                      size="sm"
                      c="orange"
                      id="submit-blocked"
                      data-testid="submit-blocked"
                      role="status"
                    >
                      {blockedReason}
                    </Text>
                  )}
                </>
              }
            >
              <VariationsField
                compact
                count={variations}
                onChange={setVariations}
                error={variationsIssue}
              />
              {/* Wraps rather than clipping the button when the column is narrow. */}
              <Group justify="space-between" wrap="wrap" gap="xs">
                {/* From 1200 px only: beside Add to queue and Submit it would push them to a third row. */}
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} visibleFrom="lg">
                  <Kbd>{t('generate.kbdCtrl')}</Kbd> + <Kbd>{t('generate.kbdEnter')}</Kbd>
                </Text>
                <Group gap="xs" wrap="wrap" justify="flex-end">
                  <AddToQueueButton queue={queue} />
                  <Button
                    leftSection={<IconSend size={16} />}
                    onClick={submit}
                    loading={flow.checking}
                    disabled={flow.secondsLeft > 0 || flow.submitting || blockedReason !== null}
                    aria-describedby={blockedReason ? 'submit-blocked' : undefined}
                  >
                    {flow.secondsLeft > 0
                      ? t('generate.wait', { seconds: flow.secondsLeft })
                      : flow.asksFirst
                        ? t('generate.reviewAndSubmit')
                        : t('generate.submit')}
                  </Button>
                </Group>
              </Group>
            </SubmitBar>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* Stays in view beside a long form; scrolls inside itself when its panels are taller than the window. */}
          <Box
            ref={sideRef}
            pos="sticky"
            top={72}
            mah="calc(100vh - 88px)"
            style={{ overflowY: 'auto' }}
            data-testid="generate-side"
          >
            <Stack gap="md">
              {flow.error && (
                <SubmitErrorAlert
                  error={flow.error}
                  secondsLeft={flow.secondsLeft}
                  onClose={flow.clearError}
                />
              )}
              {flow.submitted && (
                <SubmittedNotice
                  submission={flow.submitted}
                  name={submittedTarget ? targetName(submittedTarget, modelNames) : title}
                  onClose={flow.clearSubmitted}
                />
              )}
              {flow.variations && (
                <VariationsNotice
                  outcome={flow.variations}
                  name={title}
                  onClose={flow.clearSubmitted}
                />
              )}
              {queue.error !== null && (
                <ErrorAlert
                  error={queue.error}
                  title={t('generate.queue.notQueued')}
                  onClose={queue.clearError}
                />
              )}
              {form.attempted && form.issues.count > 0 && (
                <Text size="sm" c="red" role="status" data-testid="form-issue-count">
                  {t('generate.problemsToFix', { count: form.issues.count })}
                </Text>
              )}
              <ResultPanel asset={recent.latest} name={title} />
              <JobsPanel />
              <QueuePanel editingId={queue.editing?.id ?? null} onEdit={queue.edit} />
              <CostPanel
                preflight={preflight}
                creditToUsd={creditToUsd}
                onAcceptBound={setAcceptedBound}
                fields={form.view.fields}
              />
              <RecentResults recent={recent} name={title} onUseSettings={useSettings} />
            </Stack>
          </Box>
        </Grid.Col>
      </Grid>
      {/* Below the form and its result: a file's settings are the rarer way in, and the result stays above the fold. */}
      <RecipeDrop onLoad={form.loadBody} />
      <BatchDrawer
        batch={batch}
        target={form.state.target}
        name={title}
        creditToUsd={creditToUsd}
      />
      <ConfirmSubmit
        opened={flow.confirming !== null}
        title={title}
        preflight={flow.confirming}
        creditToUsd={creditToUsd}
        submitting={flow.submitting}
        onCancel={flow.cancel}
        onConfirm={() => void flow.confirm()}
      />
    </Stack>
  );
}
