/**
 * Owns a button's price: a preflight of the request it would send (debounced while the
 * continue point moves), giving the estimate and whether the request is valid as it stands.
 */
import { useEffect, useState } from 'react';
import type { PreflightResult } from '../../shared/ipc/tasks';
import type { MusicAction } from '../../shared/service';

const DEBOUNCE_MS = 150;

export function usePrice(
  action: MusicAction,
  body: Record<string, unknown>,
): PreflightResult | null {
  const [result, setResult] = useState<PreflightResult | null>(null);
  const key = JSON.stringify(body);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      window.atelier.tasks
        .preflight({ target: { action }, body: JSON.parse(key) as Record<string, unknown> })
        .then((fresh) => current && setResult(fresh))
        .catch(() => current && setResult(null));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [action, key]);
  return result;
}
