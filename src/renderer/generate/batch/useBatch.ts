// Owns a batch's state on the Generate page: its source text and kind, the jobs read from it
// (the base form's values under each job's own), the preview main checked (each job as a
// single submit is checked, the total against balance and budget), the one confirm, and what
// the send did. Any change to the source or the base form makes the preview stale: nothing is
// sent on a total the user did not see.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SerializedError } from '../../../shared/errors';
import {
  detectSourceKind,
  readBatchSource,
  type BatchSource,
  type BatchSourceKind,
} from '../../../shared/batch/batchSource';
import type { BatchOutcome, GroupPreflightResult } from '../../../shared/ipc/tasks';
import { targetFields } from '../formView';
import type { GenerateTarget } from '../generateTargets';
import { toSerializedError } from '../submitErrorView';
import { parseGenerateHash } from '../generateRoute';
import { batchSourceOfHash } from './batchRoute';

export interface BatchModel {
  opened: boolean;
  open: () => void;
  close: () => void;
  text: string;
  setText: (text: string) => void;
  kind: BatchSourceKind;
  setKind: (kind: BatchSourceKind) => void;
  source: BatchSource;
  bodies: Record<string, unknown>[];
  preview: GroupPreflightResult | null;
  previewing: boolean;
  runPreview: () => Promise<void>;
  sending: boolean;
  send: () => Promise<void>;
  outcome: BatchOutcome | null;
  error: SerializedError | null;
}

export function useBatch(target: GenerateTarget, base: Record<string, unknown>): BatchModel {
  const [opened, setOpened] = useState(false);
  const [text, setTextState] = useState('');
  const [kind, setKind] = useState<BatchSourceKind>('list');
  const [preview, setPreview] = useState<GroupPreflightResult | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const fields = useMemo(() => targetFields(target), [target]);
  const source = useMemo(() => readBatchSource(text, kind, fields), [text, kind, fields]);
  const bodies = useMemo(
    () => source.jobs.map((job) => ({ ...base, ...job.overrides })),
    [source, base],
  );

  // A preview is of these exact jobs: any change to them asks for a new one.
  const jobsKey = JSON.stringify({ target, bodies });
  useEffect(() => {
    setPreview(null);
    setError(null);
  }, [jobsKey]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      setOutcome(null);
      // A CSV pasted into an empty box (its first line names this target's fields) is read as
      // one; a kind the user chose is never switched back.
      if (text.trim() === '' && detectSourceKind(next, fields) === 'csv') setKind('csv');
    },
    [text, fields],
  );

  // The deep link `#/generate?model=…&batch=…` opens the panel with its source filled in, read
  // against the link's own target (the form may not have switched to it yet). Only when the
  // link arrives: switching models later never brings the link's text back over the user's.
  useEffect(() => {
    const follow = () => {
      const linked = batchSourceOfHash(window.location.hash);
      if (linked === null) return;
      const linkTarget = parseGenerateHash(window.location.hash).target;
      setTextState(linked);
      setKind(linkTarget ? detectSourceKind(linked, targetFields(linkTarget)) : 'list');
      setOutcome(null);
      setOpened(true);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const runPreview = useCallback(async () => {
    if (bodies.length === 0) return;
    setPreviewing(true);
    setError(null);
    try {
      setPreview(await window.atelier.tasks.preflightBatch({ target, bodies }));
    } catch (failure) {
      setError(toSerializedError(failure));
    } finally {
      setPreviewing(false);
    }
  }, [target, bodies]);

  const send = useCallback(async () => {
    if (!preview?.ok || sending) return;
    setSending(true);
    setError(null);
    try {
      const jobs = bodies.map((body, index) => {
        const estimate = preview.parts[index]?.estimate;
        return { body, confirmedCredits: estimate?.kind === 'known' ? estimate.credits : null };
      });
      setOutcome(
        await window.atelier.tasks.submitBatch({
          target,
          jobs,
          confirmedCredits: preview.totalCredits,
        }),
      );
      setPreview(null);
    } catch (failure) {
      setError(toSerializedError(failure));
    } finally {
      setSending(false);
    }
  }, [preview, sending, bodies, target]);

  return {
    opened,
    open: () => setOpened(true),
    close: () => setOpened(false),
    text,
    setText,
    kind,
    setKind,
    source,
    bodies,
    preview,
    previewing,
    runPreview,
    sending,
    send,
    outcome,
    error,
  };
}
