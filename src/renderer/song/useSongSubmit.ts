/**
 * Owns submitting a song action from the song page with the Generate page's rules: a fresh
 * preflight first (nothing is sent while it reports issues or a shortfall), then the same
 * confirm policy (confirmPolicy: Live asks above the user's threshold, the Sandbox goes
 * straight through unless asked to), then one submit. A price unknown under a hard budget line
 * is confirmed as its upper bound (upperBoundOffer.ts), then checked and sent with it.
 */
import { useCallback, useState } from 'react';
import type { SerializedError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { DEFAULT_PREFERENCES } from '../../shared/ipc/settings';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { useAccountStatus, useSettings } from '../data/resources';
import { needsConfirmation } from '../generate/confirmPolicy';
import { preflightRefusal } from '../generate/preflightRefusal';
import { toSerializedError } from '../generate/submitErrorView';
import { acceptedBoundArgument, upperBoundOffer } from '../generate/upperBoundOffer';
import type { MusicAction } from '../../shared/service';

export interface SongRequest {
  action: MusicAction;
  body: Record<string, unknown>;
  /** The button's words, for the confirm dialog's title. */
  label: string;
}

export interface SongSubmit {
  confirming: (SongRequest & { preflight: PreflightResult }) | null;
  /** The button whose job is being checked or sent. */
  busy: string | null;
  error: SerializedError | null;
  request: (request: SongRequest, key: string) => Promise<void>;
  confirm: () => Promise<void>;
  cancel: () => void;
  clearError: () => void;
}

export function useSongSubmit(onSubmitted: () => void): SongSubmit {
  const [confirming, setConfirming] = useState<SongSubmit['confirming']>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const preferences = useSettings().data ?? DEFAULT_PREFERENCES;
  const profile = useAccountStatus().data?.active.kind ?? null;

  const send = useCallback(
    async (request: SongRequest, checked: PreflightResult) => {
      const estimate = checked.estimate;
      const submission = await window.atelier.tasks.submit({
        target: { action: request.action },
        body: request.body,
        confirmedCredits: estimate.kind === 'known' ? estimate.credits : null,
        ...acceptedBoundArgument(checked),
        // Only reached through the confirm's "Buy again anyway" when a finished task already holds the result.
        ...(checked.reusable ? { buyAgain: true } : {}),
      });
      if (submission.state === 'in_doubt')
        setError({
          code: 'in_doubt',
          message: submission.error?.message ?? t('song.submit.noAnswer'),
        });
      else if (submission.state === 'rejected')
        setError(submission.error ?? { code: 'internal', message: t('song.submit.refused') });
      onSubmitted();
    },
    [onSubmitted],
  );

  const request = useCallback(
    async (next: SongRequest, key: string) => {
      if (busy || confirming) return;
      setError(null);
      setBusy(key);
      try {
        const fresh = await window.atelier.tasks.preflight({
          target: { action: next.action },
          body: next.body,
        });
        // Refused only for its unknown price: the confirm offers the upper bound instead.
        const refusal = upperBoundOffer(fresh) ? null : preflightRefusal(fresh);
        if (refusal) {
          setError(refusal);
          return;
        }
        // A result already held is never bought without the confirm saying so.
        if (
          fresh.reusable ||
          upperBoundOffer(fresh) ||
          needsConfirmation(fresh.estimate, preferences, profile, fresh.budget)
        )
          setConfirming({ ...next, preflight: fresh });
        else await send(next, fresh);
      } catch (failure) {
        setError(toSerializedError(failure));
      } finally {
        setBusy(null);
      }
    },
    [busy, confirming, preferences, profile, send],
  );

  const confirm = useCallback(async () => {
    if (!confirming) return;
    setBusy('confirm');
    try {
      const offer = upperBoundOffer(confirming.preflight);
      // Accepted: main checks the budget against the bound, and the submit carries it.
      const checked = offer
        ? await window.atelier.tasks.preflight({
            target: { action: confirming.action },
            body: confirming.body,
            acceptUpperBound: offer.credits,
          })
        : confirming.preflight;
      const refusal = offer ? preflightRefusal(checked) : null;
      if (refusal) setError(refusal);
      else await send(confirming, checked);
    } catch (failure) {
      setError(toSerializedError(failure));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }, [confirming, send]);

  return {
    confirming,
    busy,
    error,
    request,
    confirm,
    cancel: () => setConfirming(null),
    clearError: () => setError(null),
  };
}
