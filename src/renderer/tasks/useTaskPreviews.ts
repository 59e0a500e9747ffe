/**
 * Thumbnails for task rows: each submission's first image, video or audio in the library,
 * asked for in one call per batch of rows, and again when new files arrive.
 */
import { useEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { useAtelierEvent } from '../hooks/useAtelierEvent';

export function useTaskPreviews(
  items: readonly SubmissionView[],
): Readonly<Record<string, AssetView>> {
  const [previews, setPreviews] = useState<Record<string, AssetView>>({});
  const asked = useRef(new Set<string>());
  const [generation, setGeneration] = useState(0);
  const shown = useRef(previews);
  shown.current = previews;
  useAtelierEvent('library:changed', (change) => {
    if (change.reason === 'updated') return;
    // New files only give thumbnails to rows that had none: ask again for those alone. A file
    // leaving (trash, delete) or coming back can change any row's thumbnail.
    if (change.reason === 'added') {
      for (const id of [...asked.current]) if (!shown.current[id]) asked.current.delete(id);
    } else asked.current.clear();
    setGeneration((value) => value + 1);
  });
  useEffect(() => {
    const wanted = items
      .filter((item) => item.status === 'SUCCEEDED' && !asked.current.has(item.id))
      .map((item) => item.id)
      .slice(0, 200);
    if (wanted.length === 0) return;
    for (const id of wanted) asked.current.add(id);
    // Not cancelled when the rows change: these ids are marked asked, so the answer must land.
    window.atelier.library.previews({ submissionIds: wanted }).then(
      (found) => {
        setPreviews((previous) => {
          const next = { ...previous };
          for (const id of wanted) {
            if (found[id]) next[id] = found[id];
            else delete next[id];
          }
          return next;
        });
      },
      () => undefined,
    );
  }, [items, generation]);
  return previews;
}
