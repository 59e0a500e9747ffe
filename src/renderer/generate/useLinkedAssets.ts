// Owns finding the library results behind the links an input field holds (issue 22 item 7):
// a field filled by "Use as input", a drop or "From library…" holds the result's ORIGINAL
// service link, and the page shows that result (picture or waveform, title, length) instead
// of the link. Asked again when the library changes (a rename, a result arriving or leaving).
import { useEffect, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { useAtelierEvent } from '../hooks/useAtelierEvent';

/** The web links among `values`, once each, in a stable order (the lookup's key). */
export function linksOf(values: readonly unknown[]): string[] {
  const links = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => /^https?:\/\//i.test(value));
  return [...new Set(links)].sort();
}

export function useLinkedAssets(values: readonly unknown[]): Readonly<Record<string, AssetView>> {
  const key = linksOf(values).join('\n');
  const [found, setFound] = useState<Record<string, AssetView>>({});
  const [generation, setGeneration] = useState(0);
  useAtelierEvent('library:changed', () => setGeneration((value) => value + 1));
  useEffect(() => {
    if (!key) {
      setFound({});
      return undefined;
    }
    let live = true;
    window.atelier.library.byLinks({ urls: key.split('\n') }).then(
      (answer) => live && setFound(answer),
      () => undefined, // the field still shows its link: nothing is lost
    );
    return () => {
      live = false;
    };
  }, [key, generation]);
  return found;
}
