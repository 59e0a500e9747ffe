/**
 * Owns the mixer's "Export mixdown (WAV)": render the current mix offline, then save it
 * through main's save dialog (exports.saveMixdown); says where it went, or why not.
 */
import { useState } from 'react';
import { renderMixdown, type MixdownStem } from './mixdown';
import { toBase64 } from './wavFile';

export function useMixdownExport(): {
  busy: boolean;
  error: unknown;
  savedTo: string | null;
  run: (name: string, stems: MixdownStem[]) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const run = async (name: string, stems: MixdownStem[]) => {
    setBusy(true);
    setError(undefined);
    setSavedTo(null);
    try {
      const wav = await renderMixdown(stems);
      const result = await window.atelier.exports.saveMixdown({ name, wavBase64: toBase64(wav) });
      if (result.saved) setSavedTo(result.paths[0] ?? null);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, savedTo, run };
}
