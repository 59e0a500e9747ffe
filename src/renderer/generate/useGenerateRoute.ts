// Owns following the Generate page's deep link: `?model=`/`?action=` open a form,
// `?from=<submissionId>` refills the form from that submission (re-run, variations), and an
// action link's source fields (`&task_id=…&continue_at=…`) prefill the action's form.
// A link that fills values wins over the target's stored draft (the draft stays stored until
// the user edits the loaded form); a bare `?model=` link opens the form as it was left.
import { useEffect, useState } from 'react';
import { parseGenerateHash } from './generateRoute';
import { toGenerateTarget, type GenerateTarget } from './generateTargets';
import type { LinkPrefill } from './linkPrefill';
import type { GenerateFormModel } from './useGenerateForm';

export interface LoadedFrom {
  submissionId: string;
  summary: string;
  error: string | null;
}

export interface GenerateRouteState {
  /** The submission a `?from=` link reopened. */
  loaded: LoadedFrom | null;
  /** What an action link filled in (and what it carried that this form does not take). */
  link: { target: GenerateTarget; prefill: LinkPrefill } | null;
}

export function useGenerateRoute(form: GenerateFormModel): GenerateRouteState {
  const [loaded, setLoaded] = useState<LoadedFrom | null>(null);
  const [link, setLink] = useState<GenerateRouteState['link']>(null);
  const { openTarget, loadBody, loadLink } = form;
  useEffect(() => {
    let cancelled = false;
    const follow = () => {
      const route = parseGenerateHash(window.location.hash);
      setLink(
        route.target && route.prefill ? { target: route.target, prefill: route.prefill } : null,
      );
      if (route.from) {
        const id = route.from;
        window.atelier.tasks.get({ id }).then(
          (submission) => {
            if (cancelled) return;
            const target = toGenerateTarget(submission.target);
            if (!target) {
              setLoaded({
                submissionId: id,
                summary: submission.summary,
                error: 'This submission targets a model this version does not know.',
              });
              return;
            }
            loadBody(target, submission.body);
            setLoaded({ submissionId: id, summary: submission.summary, error: null });
          },
          (error: unknown) =>
            !cancelled &&
            setLoaded({
              submissionId: id,
              summary: '',
              error: error instanceof Error ? error.message : String(error),
            }),
        );
      } else if (route.target) {
        if (route.prefill) loadLink(route.target, route.prefill);
        else openTarget(route.target);
        setLoaded(null);
      }
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', follow);
    };
  }, [openTarget, loadBody, loadLink]);
  return { loaded, link };
}
