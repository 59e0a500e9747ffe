/**
 * Owns what the user has set per version on the song page while choosing between them: the
 * continue point clicked on its waveform and its region and fade as typed. One inspector
 * shows one version at a time; these drafts outlive choosing another one.
 */
import { useCallback, useState } from 'react';
import { EMPTY_EDIT, type EditDraft } from './trackEdit';

export interface LaneDraft extends EditDraft {
  /** The continue point clicked, in seconds; null for the default near the end. */
  point: number | null;
}

const EMPTY_DRAFT: LaneDraft = { ...EMPTY_EDIT, point: null };

export interface LaneDrafts {
  draftOf: (key: string) => LaneDraft;
  update: (key: string, patch: Partial<LaneDraft>) => void;
}

export function useLaneDrafts(): LaneDrafts {
  const [drafts, setDrafts] = useState<Readonly<Record<string, LaneDraft>>>({});
  const update = useCallback((key: string, patch: Partial<LaneDraft>) => {
    setDrafts((previous) => ({
      ...previous,
      [key]: { ...(previous[key] ?? EMPTY_DRAFT), ...patch },
    }));
  }, []);
  return { draftOf: (key) => drafts[key] ?? EMPTY_DRAFT, update };
}
