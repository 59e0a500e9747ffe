/**
 * Owns reading the prompt history for the Prompts panel: the search text (read a moment after
 * the user stops typing), the model filter and the starred filter, read again whenever main
 * says the history changed (a job sent, a star).
 */
import { useEffect, useState } from 'react';
import type { PromptEntry } from '../../../shared/ipc/prompts';
import { useAsync } from '../../hooks/useAsync';
import { useAtelierEvent } from '../../hooks/useAtelierEvent';

const TYPING_PAUSE_MS = 150;

export function usePromptHistory(filters: {
  text: string;
  model: string | null;
  starred: boolean;
}): {
  items: PromptEntry[] | undefined;
  error: Error | undefined;
  loading: boolean;
} {
  const [text, setText] = useState(filters.text);
  useEffect(() => {
    const timer = setTimeout(() => setText(filters.text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters.text]);
  const { model, starred } = filters;
  const answer = useAsync(
    () =>
      window.atelier.prompts.history({
        ...(text.trim() ? { text: text.slice(0, 500) } : {}),
        ...(model ? { model } : {}),
        ...(starred ? { starred } : {}),
      }),
    [text, model, starred],
  );
  const { reload } = answer;
  useAtelierEvent('prompts:changed', (change) => {
    if (change.what === 'history') reload();
  });
  return { items: answer.data?.items, error: answer.error, loading: answer.loading };
}
