// Owns the Generate page's deep links: `#/generate?from=<submissionId>` reopens a past
// submission's form (re-run, variations); `?model=` / `?action=` open a form directly, and
// an action link may carry its source and times (`&task_id=…&audio_index=2&continue_at=8`).
import type { GenerateTarget } from './generateTargets';
import { isEmptyPrefill, linkPrefill, type LinkPrefill } from './linkPrefill';
import { toGenerateTarget } from './generateTargets';

export interface GenerateRoute {
  /** Submission whose target and body fill the form. */
  from: string | null;
  /** Target to open (ignored when `from` is set). */
  target: GenerateTarget | null;
  /** Values the link fills into the target's form; null when it fills nothing. */
  prefill: LinkPrefill | null;
}

/** Link that opens a past submission back into its form with the same parameters. */
export function generateLinkFor(submissionId: string): string {
  return `#/generate?from=${encodeURIComponent(submissionId)}`;
}

/** Link that opens the form of a model or music action (for menus and the command palette). */
export function generateLinkForTarget(target: GenerateTarget): string {
  return 'model' in target
    ? `#/generate?model=${encodeURIComponent(target.model)}`
    : `#/generate?action=${encodeURIComponent(target.action)}`;
}

/** Reads a hash like `#/generate?from=…`; other pages' hashes give an empty route. */
export function parseGenerateHash(hash: string): GenerateRoute {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  if (path !== 'generate' && path !== '') return { from: null, target: null, prefill: null };
  const params = new URLSearchParams(query);
  const from = params.get('from');
  const model = params.get('model');
  const action = params.get('action');
  const target = model ? toGenerateTarget({ model }) : action ? toGenerateTarget({ action }) : null;
  const submissionId = from && from.length > 0 ? from : null;
  const prefill = target && !submissionId ? linkPrefill(target, params) : null;
  return {
    from: submissionId,
    target,
    prefill: prefill && !isEmptyPrefill(prefill) ? prefill : null,
  };
}
