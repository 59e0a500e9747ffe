// Owns the paid-submit path of the Generate page: check the form, get a fresh estimate,
// ask for confirmation stating the cost (unless confirmPolicy says this job needs none: a
// Sandbox job, or one under the user's threshold), submit once, then report the outcome. Nothing is
// sent while the form has issues or while a rate-limit wait is running. With "Variations ×N"
// (`count` 2–10) one confirm states the total and main sends N journaled submits.
import { useCallback, useEffect, useState } from 'react';
import type { SerializedError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { DEFAULT_PREFERENCES } from '../../shared/ipc/settings';
import type { PreflightResult, SubmissionView, VariationsOutcome } from '../../shared/ipc/tasks';
import { useAccountStatus, useSettings } from '../data/resources';
import { mayConfirm, needsConfirmation, type ConfirmPreferences } from './confirmPolicy';
import { inlineMessage } from './formIssues';
import { preflightRefusal } from './preflightRefusal';
import type { GenerateFormModel } from './useGenerateForm';
import type { PreflightState } from './usePreflight';
import { useCountdown } from './useCountdown';
import { acceptedBoundArgument } from './upperBoundOffer';
import { toSerializedError } from './submitErrorView';

export interface SubmitFlow {
  /** The fresh preflight being confirmed; null when the confirm step is closed. */
  confirming: PreflightResult | null;
  submitting: boolean;
  checking: boolean;
  error: SerializedError | null;
  secondsLeft: number;
  submitted: SubmissionView | null;
  /** What the last "Variations ×N" submit sent (and why it stopped early, if it did). */
  variations: VariationsOutcome | null;
  /** False when a submit goes straight through (no confirm step can follow). */
  asksFirst: boolean;
  requestSubmit: () => Promise<void>;
  confirm: () => Promise<void>;
  cancel: () => void;
  clearError: () => void;
  clearSubmitted: () => void;
}

export function useSubmitFlow(
  form: GenerateFormModel,
  preflight: PreflightState,
  count = 1,
): SubmitFlow {
  const [confirming, setConfirming] = useState<PreflightResult | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<SubmissionView | null>(null);
  const [variations, setVariations] = useState<VariationsOutcome | null>(null);
  const secondsLeft = useCountdown(blockedUntil);
  const settings = useSettings().data;
  // Until the preferences load, the defaults apply (Live: confirm every paid job).
  const confirmPreferences: ConfirmPreferences = settings ?? DEFAULT_PREFERENCES;
  const profile = useAccountStatus().data?.active.kind ?? null;
  // Stable, so the page can clear the last outcome whenever the form is reset.
  const clearSubmitted = useCallback(() => {
    setSubmitted(null);
    setVariations(null);
  }, []);

  const fail = useCallback(
    (failure: unknown) => {
      const serialized = toSerializedError(failure);
      setError(serialized);
      if (serialized.code === 'rate_limited')
        setBlockedUntil(Date.now() + (serialized.retryAfter ?? 5) * 1000);
      if (serialized.code === 'invalid_input' && serialized.field)
        form.setServerError(serialized.field, serialized.message);
    },
    [form],
  );

  /** Sends the request once, with the estimate the user saw (or accepted by threshold). */
  const send = useCallback(
    async (checked: PreflightResult) => {
      setSubmitting(true);
      const estimate = checked.estimate;
      const target = form.state.target;
      // The upper bound the user accepted for an unknown price goes with the submit: main checks the budget against it.
      const bound = {
        ...acceptedBoundArgument(checked),
        // Only reached through the confirm's "Buy again anyway" when a finished task already holds the result.
        ...(checked.reusable ? { buyAgain: true } : {}),
      };
      try {
        if (checked.count > 1) {
          // N journaled submits under the total the user confirmed; main stops at the first refused or in-doubt one.
          const outcome = await window.atelier.tasks.submitVariations({
            target,
            body: form.body,
            count: checked.count,
            confirmedCredits: checked.totalCredits,
            ...bound,
          });
          setSubmitted(null);
          setVariations(outcome);
          return;
        }
        const submission = await window.atelier.tasks.submit({
          target,
          body: form.body,
          confirmedCredits: estimate.kind === 'known' ? estimate.credits : null,
          ...bound,
        });
        if (submission.state === 'in_doubt') {
          // Sent, outcome unknown: the journal keeps it on Tasks; it is never resent by itself.
          setError({
            code: 'in_doubt',
            message: submission.error?.message ?? t('mainWords.queue.noAnswer'),
          });
        } else if (submission.state === 'rejected') {
          fail(
            submission.error ?? {
              code: 'internal',
              message: t('generate.submitError.title.refused'),
            },
          );
        } else {
          // The draft stays: coming back, the next variation starts from these words.
          setSubmitted(submission);
        }
      } catch (failure) {
        fail(failure);
      } finally {
        setSubmitting(false);
        setConfirming(null);
      }
    },
    [form, fail],
  );

  // A refusal or failure is about the request as it was: once the form changes it is stale.
  const formKey = JSON.stringify({ target: form.state.target, body: form.body, count });
  useEffect(() => setError(null), [formKey]);

  const requestSubmit = useCallback(async () => {
    if (submitting || checking || confirming || secondsLeft > 0) return;
    if (!form.attempt()) return;
    setError(null);
    setChecking(true);
    try {
      const fresh = await preflight.runNow();
      for (const found of fresh.issues) form.setServerError(found.field, inlineMessage(found));
      const refusal = preflightRefusal(fresh);
      if (refusal) {
        setError(refusal);
        return;
      }
      // The threshold applies to what is paid in all: N × the estimate for variations.
      const paid =
        fresh.estimate.kind === 'known' && fresh.totalCredits !== null
          ? { ...fresh.estimate, credits: fresh.totalCredits }
          : fresh.estimate;
      // A result already held is never bought without the confirm saying so.
      if (
        fresh.reusable ||
        needsConfirmation(paid, confirmPreferences, profile, fresh.budget, fresh.count)
      )
        setConfirming(fresh);
      else await send(fresh);
    } catch (failure) {
      fail(failure);
    } finally {
      setChecking(false);
    }
  }, [
    submitting,
    checking,
    confirming,
    secondsLeft,
    form,
    preflight,
    fail,
    confirmPreferences,
    profile,
    send,
  ]);

  const confirm = useCallback(async () => {
    if (!confirming || submitting) return;
    await send(confirming);
  }, [confirming, submitting, send]);

  return {
    confirming,
    submitting,
    checking,
    error,
    secondsLeft,
    submitted,
    variations,
    asksFirst: count > 1 || mayConfirm(confirmPreferences, profile),
    requestSubmit,
    confirm,
    cancel: () => setConfirming(null),
    clearError: () => setError(null),
    clearSubmitted,
  };
}
