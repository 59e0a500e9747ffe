/**
 * Owns "Reuse" from the Prompts panel: the prompt goes into the form of its model or action
 * (the other fields as that form had them), and the words it replaced are kept so one click
 * puts them back (a draft is never lost to a reuse).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PromptEntry } from '../../../shared/ipc/prompts';
import { draftKey, parseDraft } from '../drafts';
import { targetKey, toGenerateTarget, type GenerateTarget } from '../generateTargets';

export interface PromptReuse {
  reuse: (entry: PromptEntry) => void;
  /** The words a reuse replaced, while they can be put back. */
  replaced: string | null;
  undo: () => void;
  dismiss: () => void;
}

/** The prompt a target's stored draft holds (the form open now is read from its state). */
function draftPrompt(target: GenerateTarget): unknown {
  try {
    return parseDraft(target, window.localStorage.getItem(draftKey(target)))?.values['prompt'];
  } catch {
    return undefined;
  }
}

export function usePromptReuse(form: {
  target: GenerateTarget;
  prompt: unknown;
  setTarget: (target: GenerateTarget) => void;
  setValue: (name: string, value: unknown) => void;
}): PromptReuse {
  const { target: open, prompt, setTarget, setValue } = form;
  const [replaced, setReplaced] = useState<{ key: string; words: string } | null>(null);
  const reuse = useCallback(
    (entry: PromptEntry) => {
      const target = toGenerateTarget(entry.target);
      if (!target) return;
      const same = targetKey(target) === targetKey(open);
      const before = same ? prompt : draftPrompt(target);
      if (!same) setTarget(target);
      setValue('prompt', entry.prompt);
      setReplaced(
        typeof before === 'string' && before.trim() && before !== entry.prompt
          ? { key: targetKey(target), words: before }
          : null,
      );
    },
    [open, prompt, setTarget, setValue],
  );
  // The words belong to the form they were in: another form drops the offer.
  const openKey = targetKey(open);
  useEffect(
    () => setReplaced((shown) => (shown && shown.key !== openKey ? null : shown)),
    [openKey],
  );
  const undo = useCallback(() => {
    if (replaced) setValue('prompt', replaced.words);
    setReplaced(null);
  }, [replaced, setValue]);
  return { reuse, replaced: replaced?.words ?? null, undo, dismiss: () => setReplaced(null) };
}
