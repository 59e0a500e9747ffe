// Owns following the Generate page's deep link: `?model=`/`?action=` open a form,
// `?from=<submissionId>` refills the form from that submission (re-run, variations).
import { useEffect, useState } from 'react';
import { parseGenerateHash } from './generateRoute';
import { toGenerateTarget } from './generateTargets';
import type { GenerateFormModel } from './useGenerateForm';

export interface LoadedFrom {
  submissionId: string;
  summary: string;
  error: string | null;
}

export function useGenerateRoute(form: GenerateFormModel): LoadedFrom | null {
  const [loaded, setLoaded] = useState<LoadedFrom | null>(null);
  const { setTarget, loadBody } = form;
  useEffect(() => {
    let cancelled = false;
    const follow = () => {
      const route = parseGenerateHash(window.location.hash);
      if (route.from) {
        const id = route.from;
        window.atelier.tasks.get({ id }).then(
          (submission) => {
            if (cancelled) return;
            const target = toGenerateTarget(submission.target);
            if (!target) {
              setLoaded({ submissionId: id, summary: submission.summary, error: 'This submission targets a model this version does not know.' });
              return;
            }
            loadBody(target, submission.body);
            setLoaded({ submissionId: id, summary: submission.summary, error: null });
          },
          (error: unknown) => !cancelled && setLoaded({ submissionId: id, summary: '', error: error instanceof Error ? error.message : String(error) }),
        );
      } else if (route.target) {
        setTarget(route.target);
        setLoaded(null);
      }
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', follow);
    };
  }, [setTarget, loadBody]);
  return loaded;
}
