// Owns the live cost estimate: tasks.preflight for the current target and body, debounced,
// latest answer wins; re-run when the balance or catalog changes. `count` > 1 checks
// "Variations ×N": the balance and budget against the total.
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SerializedError } from '../../shared/errors';
import type { Target } from '../../shared/ipc/targets';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { toSerializedError } from './submitErrorView';

export interface PreflightState {
  result: PreflightResult | null;
  error: SerializedError | null;
  loading: boolean;
  /** Runs a preflight now (the confirm step uses the freshest estimate). */
  runNow: () => Promise<PreflightResult>;
}

/** `acceptUpperBound`: the most the user accepted paying for a job of unknown price (hard budget line). */
export function usePreflight(
  target: Target,
  body: Record<string, unknown>,
  count = 1,
  acceptUpperBound: number | null = null,
): PreflightState {
  const key = JSON.stringify({
    target,
    body,
    count,
    ...(acceptUpperBound !== null ? { acceptUpperBound } : {}),
  });
  const [debouncedKey] = useDebouncedValue(key, 400);
  const [state, setState] = useState<Omit<PreflightState, 'runNow'>>({
    result: null,
    error: null,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const bump = () => setGeneration((value) => value + 1);
    const offBalance = window.atelier.on('account:balance', bump);
    const offCatalog = window.atelier.on('catalog:changed', bump);
    return () => {
      offBalance();
      offCatalog();
    };
  }, []);
  useEffect(() => {
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    const input = JSON.parse(debouncedKey) as {
      target: Target;
      body: Record<string, unknown>;
      count: number;
      acceptUpperBound?: number;
    };
    // While typing: an input link that answered in the last minute is not asked again (runNow, before paying, asks).
    window.atelier.tasks.preflight({ ...input, reuseLinkChecks: true }).then(
      (result) => call === latest.current && setState({ result, error: null, loading: false }),
      (error: unknown) =>
        call === latest.current &&
        setState({ result: null, error: toSerializedError(error), loading: false }),
    );
  }, [debouncedKey, generation]);
  const runNow = useCallback(async () => {
    const call = ++latest.current;
    try {
      const result = await window.atelier.tasks.preflight({
        target,
        body,
        count,
        ...(acceptUpperBound !== null ? { acceptUpperBound } : {}),
      });
      if (call === latest.current) setState({ result, error: null, loading: false });
      return result;
    } catch (error) {
      if (call === latest.current)
        setState({ result: null, error: toSerializedError(error), loading: false });
      throw error;
    }
    // key covers target, body, count and the accepted bound
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { ...state, runNow };
}
