/**
 * Owns sending a DAW pack: one preflight of the three requests together (their total
 * against the balance and the monthly budget; nothing is sent while anything is wrong),
 * one confirm naming the total (the confirm policy of every paid submit), then three
 * separate submits, each its own journaled paid task. A failure stops the rest and says
 * which parts were sent; nothing is ever resent as a group. A part a finished task already
 * holds (stems separated before, say) is reused for free: the confirm lists it as such, and
 * only "Buy again anyway" (a fresh preflight with buyAgain, its own confirm) pays for it.
 * A total whose price is unknown under a hard budget line is confirmed as its upper bound
 * (upperBoundOffer.ts); each part of unknown price is then sent carrying its own bound.
 */
import { useCallback, useState } from 'react';
import type { SerializedError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { DEFAULT_PREFERENCES } from '../../shared/ipc/settings';
import type { GroupPreflightResult } from '../../shared/ipc/tasks';
import { useAccountStatus, useSettings } from '../data/resources';
import { needsConfirmation } from '../generate/confirmPolicy';
import { preflightRefusal } from '../generate/preflightRefusal';
import { toSerializedError } from '../generate/submitErrorView';
import { upperBoundOffer } from '../generate/upperBoundOffer';
import { dawPackRequests, packStoppedMessage, partName, type PackSource } from './dawPack';

export interface DawPackSubmit {
  confirming: { source: PackSource; preflight: GroupPreflightResult; buyAgain: boolean } | null;
  /** The track whose pack is being checked or sent ("<taskId>-<index>"), or 'confirm'. */
  busy: string | null;
  error: SerializedError | null;
  request: (source: PackSource) => Promise<void>;
  confirm: () => Promise<void>;
  /** The confirm's explicit "Buy again anyway": the whole pack priced and confirmed afresh. */
  buyAgain: () => Promise<void>;
  cancel: () => void;
  clearError: () => void;
}

export const packKey = (source: PackSource): string => `${source.taskId}-${source.audioIndex}`;

const packRequests = (source: PackSource) =>
  dawPackRequests(source).map((each) => ({ target: { action: each.action }, body: each.body }));

export function useDawPackSubmit(onSubmitted: () => void): DawPackSubmit {
  const [confirming, setConfirming] = useState<DawPackSubmit['confirming']>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const preferences = useSettings().data ?? DEFAULT_PREFERENCES;
  const profile = useAccountStatus().data?.active.kind ?? null;

  const send = useCallback(
    async (source: PackSource, checked: GroupPreflightResult, buyAgain: boolean) => {
      const sent: string[] = [];
      try {
        for (const [position, request] of dawPackRequests(source).entries()) {
          const part = checked.parts[position];
          // Held already: the pack uses that task's result, nothing is sent for it.
          if (part?.reusable && !buyAgain) continue;
          const estimate = part?.estimate;
          const submission = await window.atelier.tasks.submit({
            target: { action: request.action },
            body: request.body,
            confirmedCredits: estimate?.kind === 'known' ? estimate.credits : null,
            // The group's bound was accepted: a part of unknown price goes with its own share of it.
            ...(checked.acceptedUpperBound && estimate?.kind === 'unknown' && part?.upperBound
              ? { acceptUpperBound: part.upperBound.credits }
              : {}),
            ...(buyAgain ? { buyAgain: true } : {}),
          });
          if (submission.state === 'in_doubt' || submission.state === 'rejected') {
            const cause = submission.error ?? {
              code: submission.state === 'in_doubt' ? 'in_doubt' : 'internal',
              message: t('song.dawPack.noAnswer'),
            };
            setError({
              ...cause,
              message: packStoppedMessage(sent, partName(request.action), cause.message),
            });
            return;
          }
          sent.push(partName(request.action));
        }
      } catch (failure) {
        const serialized = toSerializedError(failure);
        setError({ ...serialized, message: packStoppedMessage(sent, null, serialized.message) });
      } finally {
        onSubmitted();
      }
    },
    [onSubmitted],
  );

  const request = useCallback(
    async (source: PackSource) => {
      if (busy || confirming) return;
      setError(null);
      setBusy(packKey(source));
      try {
        const fresh = await window.atelier.tasks.preflightGroup({ requests: packRequests(source) });
        // Refused only for its unknown price: the confirm offers the upper bound instead.
        const refusal = upperBoundOffer(fresh) ? null : preflightRefusal(fresh, 'dawPack');
        if (refusal) {
          setError(refusal);
          return;
        }
        const held = fresh.parts.some((part) => part.reusable !== null);
        // What is reused and what is bought is always said before anything is sent.
        if (
          held ||
          upperBoundOffer(fresh) ||
          needsConfirmation(fresh.estimate, preferences, profile, fresh.budget, fresh.parts.length)
        )
          setConfirming({ source, preflight: fresh, buyAgain: false });
        else await send(source, fresh, false);
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
      const { source, buyAgain } = confirming;
      const offer = upperBoundOffer(confirming.preflight);
      // Accepted: main checks the pack's total against the bound before any part is sent.
      const checked = offer
        ? await window.atelier.tasks.preflightGroup({
            requests: packRequests(source),
            acceptUpperBound: offer.credits,
            ...(buyAgain ? { buyAgain: true } : {}),
          })
        : confirming.preflight;
      const refusal = offer ? preflightRefusal(checked, 'dawPack') : null;
      if (refusal) setError(refusal);
      else await send(source, checked, buyAgain);
    } catch (failure) {
      setError(toSerializedError(failure));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }, [confirming, send]);

  const buyAgain = useCallback(async () => {
    if (!confirming) return;
    const { source } = confirming;
    setBusy('confirm');
    try {
      const fresh = await window.atelier.tasks.preflightGroup({
        requests: packRequests(source),
        buyAgain: true,
      });
      const refusal = upperBoundOffer(fresh) ? null : preflightRefusal(fresh, 'dawPack');
      if (refusal) {
        setConfirming(null);
        setError(refusal);
      } else setConfirming({ source, preflight: fresh, buyAgain: true });
    } catch (failure) {
      setConfirming(null);
      setError(toSerializedError(failure));
    } finally {
      setBusy(null);
    }
  }, [confirming]);

  return {
    confirming,
    busy,
    error,
    request,
    confirm,
    buyAgain,
    cancel: () => setConfirming(null),
    clearError: () => setError(null),
  };
}
