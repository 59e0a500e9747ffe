// Owns the Generate form's state: the target, the music mode and the raw values, plus the
// derived view (shown fields), body (what would be sent) and issues (what is wrong). Errors
// show for fields the user has touched, and for all fields after a submit attempt. Values a
// deep link filled in count as touched, so a bad link value is shown at once. What the user
// types is kept as the target's draft (drafts.ts): restored when the form opens again,
// carried into the next model's form on a switch (carryOver.ts), kept after a submit (the next
// variation starts from it), forgotten on reset.
// Loads (re-run, links) show their values without overwriting the stored draft until edited.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { takesSourceTrack, type MusicMode } from '../../shared/service';
import { buildBody, stateFromBody } from './buildBody';
import { carryOver } from './carryOver';
import type { DraftStore } from './drafts';
import { formIssues, type FormIssues } from './formIssues';
import { formView, initialState, type FormState, type FormView } from './formView';
import type { LinkPrefill } from './linkPrefill';
import type { GenerateTarget } from './generateTargets';
import { useDraftStore } from './useDraftStore';
import { useTrackSources, type TrackSourcesState } from './useTrackSources';

export interface GenerateFormModel {
  state: FormState;
  view: FormView;
  body: Record<string, unknown>;
  issues: FormIssues;
  /** Issues to show now, per field (touched fields, or all after a submit attempt). */
  shownErrors: Record<string, string>;
  library: TrackSourcesState;
  attempted: boolean;
  /** True when the form holds something the user typed (what Reset would clear). */
  edited: boolean;
  /** Switches model or action: the next form's draft, with the shared fields carried over. */
  setTarget: (target: GenerateTarget) => void;
  /** Opens a target's form as it was left (its draft, or fresh): plain `?model=` links. */
  openTarget: (target: GenerateTarget) => void;
  setValue: (name: string, value: unknown) => void;
  setMode: (mode: MusicMode) => void;
  /** Fills the form from a stored request (re-run). */
  loadBody: (target: GenerateTarget, body: Readonly<Record<string, unknown>>) => void;
  /** Opens a target's fresh form with a deep link's values filled in (and checked). */
  loadLink: (target: GenerateTarget, prefill: LinkPrefill) => void;
  /** Marks a submit attempt; returns true when nothing is wrong. */
  attempt: () => boolean;
  /** An error the service returned for a field (shown until that field changes). */
  setServerError: (field: string, message: string) => void;
  /** Empties the form and forgets its draft; `undoReset` brings it back until the next edit. */
  resetForm: () => void;
  undoReset: (() => void) | null;
}

interface Opened {
  state: FormState;
  editedAt: Record<string, number>;
}

/** A target's form as it was left: its stored draft over the fresh values, or fresh. */
function opened(drafts: DraftStore, target: GenerateTarget): Opened {
  const fresh = initialState(target);
  const stored = drafts.read(target);
  if (!stored) return { state: fresh, editedAt: {} };
  return {
    state: { target, mode: stored.mode, values: { ...fresh.values, ...stored.values } },
    editedAt: stored.editedAt,
  };
}

function stamped(values: Readonly<Record<string, unknown>>, at: number): Record<string, number> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, at]));
}

function without(errors: Record<string, string>, name: string): Record<string, string> {
  if (!(name in errors)) return errors;
  const next = { ...errors };
  delete next[name];
  return next;
}

function withLinkErrors(issues: FormIssues, linkErrors: Record<string, string>): FormIssues {
  const entries = Object.entries(linkErrors);
  if (entries.length === 0) return issues;
  const byField = { ...issues.byField };
  for (const [name, message] of entries)
    byField[name] = byField[name] ? `${message}; ${byField[name]}` : message;
  return { byField, general: issues.general, count: issues.count + entries.length };
}

interface ResetOptions {
  editedAt?: Record<string, number>;
  touched?: readonly string[];
  linkIssues?: Record<string, string>;
  /** True when the new state is the user's own words to keep (a carry-over, an undo). */
  keep?: boolean;
}

export function useGenerateForm(initial: GenerateTarget): GenerateFormModel {
  const drafts = useDraftStore();
  const [start] = useState(() => opened(drafts, drafts.lastTarget() ?? initial));
  const [state, setState] = useState<FormState>(start.state);
  const [editedAt, setEditedAt] = useState<Record<string, number>>(start.editedAt);
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () => new Set(Object.keys(start.editedAt)),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Link problems block the submit like any issue, until the user changes that field.
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({});
  // True once the state holds the user's words for this target: only then is it stored.
  const [keep, setKeep] = useState(false);
  const [beforeReset, setBeforeReset] = useState<Opened | null>(null);
  const latest = useRef<Opened>({ state, editedAt });
  latest.current = { state, editedAt };
  const view = useMemo(() => formView(state), [state]);
  const body = useMemo(() => buildBody(state), [state]);
  const library = useTrackSources(
    view.action,
    view.action !== null && takesSourceTrack(view.action),
  );
  const issues = useMemo(
    () => withLinkErrors(formIssues(state.target, body, view.fields, library.sources), linkErrors),
    [state.target, body, view.fields, library.sources, linkErrors],
  );
  const shownErrors = useMemo(() => {
    const shown: Record<string, string> = { ...serverErrors };
    for (const [name, message] of Object.entries(issues.byField)) {
      if (attempted || touched.has(name)) shown[name] = message;
    }
    return shown;
  }, [issues, attempted, touched, serverErrors]);

  useEffect(() => {
    if (keep)
      drafts.schedule(state.target, { mode: state.mode, values: { ...state.values }, editedAt });
  }, [keep, state, editedAt, drafts]);

  const reset = useCallback(
    (next: FormState, options: ResetOptions = {}) => {
      drafts.flush(); // the form being left is stored before anything replaces it
      setState(next);
      setEditedAt(options.editedAt ?? {});
      setTouched(new Set(options.touched ?? []));
      setAttempted(false);
      setServerErrors({});
      setLinkErrors(options.linkIssues ?? {});
      setKeep(options.keep ?? false);
      setBeforeReset(null);
      drafts.rememberTarget(next.target);
    },
    [drafts],
  );
  const openTarget = useCallback(
    (target: GenerateTarget) => {
      drafts.flush();
      const next = opened(drafts, target);
      reset(next.state, { editedAt: next.editedAt, touched: Object.keys(next.editedAt) });
    },
    [drafts, reset],
  );
  const setTarget = useCallback(
    (target: GenerateTarget) => {
      drafts.flush();
      const left = latest.current;
      const next = opened(drafts, target);
      const { draft, carried } = carryOver(
        {
          target: left.state.target,
          draft: { mode: left.state.mode, values: left.state.values, editedAt: left.editedAt },
        },
        {
          target,
          draft: { mode: next.state.mode, values: next.state.values, editedAt: next.editedAt },
        },
      );
      const state: FormState = { target, mode: draft.mode, values: draft.values };
      reset(state, {
        editedAt: draft.editedAt,
        touched: Object.keys(draft.editedAt),
        keep: carried.length > 0,
      });
    },
    [drafts, reset],
  );
  const loadBody = useCallback(
    (target: GenerateTarget, stored: Readonly<Record<string, unknown>>) => {
      const next = stateFromBody(target, stored);
      reset(next, { editedAt: stamped(next.values, Date.now()) });
    },
    [reset],
  );
  const loadLink = useCallback(
    (target: GenerateTarget, prefill: LinkPrefill) => {
      const fresh = initialState(target);
      const values = { ...fresh.values, ...prefill.values };
      reset(
        { ...fresh, values },
        {
          editedAt: stamped(prefill.values, Date.now()),
          touched: Object.keys(prefill.values),
          linkIssues: prefill.issues,
        },
      );
    },
    [reset],
  );
  const setValue = useCallback((name: string, value: unknown) => {
    setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value } }));
    setEditedAt((previous) => ({ ...previous, [name]: Date.now() }));
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    setServerErrors((previous) => without(previous, name));
    setLinkErrors((previous) => without(previous, name));
    setKeep(true);
    setBeforeReset(null);
  }, []);
  const setMode = useCallback((mode: MusicMode) => {
    setState((previous) => ({ ...previous, mode }));
    setKeep(true);
    setBeforeReset(null);
  }, []);
  const attempt = useCallback(() => {
    setAttempted(true);
    return issues.count === 0;
  }, [issues.count]);
  const setServerError = useCallback(
    (field: string, message: string) =>
      setServerErrors((previous) => ({ ...previous, [field]: message })),
    [],
  );
  const resetForm = useCallback(() => {
    const left = latest.current;
    drafts.clear(left.state.target);
    reset(initialState(left.state.target));
    setBeforeReset(left);
  }, [drafts, reset]);
  const undoReset = useMemo(() => {
    if (beforeReset === null) return null;
    return () =>
      reset(beforeReset.state, {
        editedAt: beforeReset.editedAt,
        touched: Object.keys(beforeReset.editedAt),
        keep: true,
      });
  }, [beforeReset, reset]);
  const edited = Object.keys(editedAt).length > 0;

  return {
    state,
    view,
    body,
    issues,
    shownErrors,
    library,
    attempted,
    edited,
    setTarget,
    openTarget,
    setValue,
    setMode,
    loadBody,
    loadLink,
    attempt,
    setServerError,
    resetForm,
    undoReset,
  };
}
