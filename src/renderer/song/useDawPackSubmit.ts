/**
 * Owns sending a DAW pack: one preflight of the three requests together (their total
 * against the balance and the monthly budget; nothing is sent while anything is wrong),
 * one confirm naming the total (the confirm policy of every paid submit), then three
 * separate submits, each its own journaled paid task. A failure stops the rest and says
 * which parts were sent; nothing is ever resent as a group.
 */
import { useCallback, useState } from 'react';
import type { SerializedError } from '../../shared/errors';
import { DEFAULT_PREFERENCES } from '../../shared/ipc/settings';
import type { GroupPreflightResult } from '../../shared/ipc/tasks';
import { useAccountStatus, useSettings } from '../data/resources';
import { needsConfirmation } from '../generate/confirmPolicy';
import { preflightRefusal } from '../generate/preflightRefusal';
import { toSerializedError } from '../generate/submitErrorView';
import { dawPackRequests, packStoppedMessage, partName, type PackSource } from './dawPack';

export interface DawPackSubmit {
  confirming: { source: PackSource; preflight: GroupPreflightResult } | null;
  /** The track whose pack is being checked or sent ("<taskId>-<index>"), or 'confirm'. */
  busy: string | null;
  error: SerializedError | null;
  request: (source: PackSource) => Promise<void>;
  confirm: () => Promise<void>;
  cancel: () => void;
  clearError: () => void;
}

export const packKey = (source: PackSource): string => `${source.taskId}-${source.audioIndex}`;

export function useDawPackSubmit(onSubmitted: () => void): DawPackSubmit {
  const [confirming, setConfirming] = useState<DawPackSubmit['confirming']>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const preferences = useSettings().data ?? DEFAULT_PREFERENCES;
  const profile = useAccountStatus().data?.active.kind ?? null;

  const send = useCallback(
    async (source: PackSource, checked: GroupPreflightResult) => {
      const sent: string[] = [];
      try {
        for (const [position, request] of dawPackRequests(source).entries()) {
          const estimate = checked.parts[position]?.estimate;
          const submission = await window.atelier.tasks.submit({
            target: { action: request.action },
            body: request.body,
            confirmedCredits: estimate?.kind === 'known' ? estimate.credits : null,
          });
          if (submission.state === 'in_doubt' || submission.state === 'rejected') {
            const cause = submission.error ?? { code: submission.state === 'in_doubt' ? 'in_doubt' : 'internal', message: 'No answer came back; see Tasks.' };
            setError({ ...cause, message: packStoppedMessage(sent, partName(request.action), cause.message) });
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
        const requests = dawPackRequests(source).map((each) => ({ target: { action: each.action }, body: each.body }));
        const fresh = await window.atelier.tasks.preflightGroup({ requests });
        const refusal = preflightRefusal(fresh, 'the DAW pack');
        if (refusal) {
          setError(refusal);
          return;
        }
        if (needsConfirmation(fresh.estimate, preferences, profile, fresh.budget, fresh.parts.length)) setConfirming({ source, preflight: fresh });
        else await send(source, fresh);
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
      await send(confirming.source, confirming.preflight);
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }, [confirming, send]);

  return { confirming, busy, error, request, confirm, cancel: () => setConfirming(null), clearError: () => setError(null) };
}

