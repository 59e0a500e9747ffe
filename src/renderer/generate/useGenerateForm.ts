// Owns the Generate form's state: the target, the music mode and the raw values, plus the
// derived view (shown fields), body (what would be sent) and issues (what is wrong). Errors
// show for fields the user has touched, and for all fields after a submit attempt. Values a
// deep link filled in count as touched, so a bad link value is shown at once.
import { useCallback, useMemo, useState } from 'react';
import { takesSourceTrack, type MusicMode } from '../../shared/service';
import { buildBody, stateFromBody } from './buildBody';
import { formIssues, type FormIssues } from './formIssues';
import { formView, initialState, type FormState, type FormView } from './formView';
import type { LinkPrefill } from './linkPrefill';
import type { GenerateTarget } from './generateTargets';
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
  setTarget: (target: GenerateTarget) => void;
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
  for (const [name, message] of entries) byField[name] = byField[name] ? `${message}; ${byField[name]}` : message;
  return { byField, general: issues.general, count: issues.count + entries.length };
}

export function useGenerateForm(initial: GenerateTarget): GenerateFormModel {
  const [state, setState] = useState<FormState>(() => initialState(initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Link problems block the submit like any issue, until the user changes that field.
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({});
  const view = useMemo(() => formView(state), [state]);
  const body = useMemo(() => buildBody(state), [state]);
  const library = useTrackSources(view.action, view.action !== null && takesSourceTrack(view.action));
  const issues = useMemo(
    () => withLinkErrors(formIssues(state.target, body, view.fields.map((field) => field.name), library.sources), linkErrors),
    [state.target, body, view.fields, library.sources, linkErrors],
  );
  const shownErrors = useMemo(() => {
    const shown: Record<string, string> = { ...serverErrors };
    for (const [name, message] of Object.entries(issues.byField)) {
      if (attempted || touched.has(name)) shown[name] = message;
    }
    return shown;
  }, [issues, attempted, touched, serverErrors]);

  const reset = useCallback((next: FormState, touchedNames: readonly string[] = [], linkIssues: Record<string, string> = {}) => {
    setState(next);
    setTouched(new Set(touchedNames));
    setAttempted(false);
    setServerErrors({});
    setLinkErrors(linkIssues);
  }, []);
  const setTarget = useCallback((target: GenerateTarget) => reset(initialState(target)), [reset]);
  const loadBody = useCallback((target: GenerateTarget, stored: Readonly<Record<string, unknown>>) => reset(stateFromBody(target, stored)), [reset]);
  const loadLink = useCallback(
    (target: GenerateTarget, prefill: LinkPrefill) => {
      const fresh = initialState(target);
      reset({ ...fresh, values: { ...fresh.values, ...prefill.values } }, Object.keys(prefill.values), prefill.issues);
    },
    [reset],
  );
  const setValue = useCallback((name: string, value: unknown) => {
    setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value } }));
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    setServerErrors((previous) => without(previous, name));
    setLinkErrors((previous) => without(previous, name));
  }, []);
  const setMode = useCallback((mode: MusicMode) => setState((previous) => ({ ...previous, mode })), []);
  const attempt = useCallback(() => {
    setAttempted(true);
    return issues.count === 0;
  }, [issues.count]);
  const setServerError = useCallback((field: string, message: string) => setServerErrors((previous) => ({ ...previous, [field]: message })), []);

  return { state, view, body, issues, shownErrors, library, attempted, setTarget, setValue, setMode, loadBody, loadLink, attempt, setServerError };
}
