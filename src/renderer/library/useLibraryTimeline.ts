/**
 * Owns the Library's timeline for the date scrubber: the months of the current filters' assets
 * (library.timeline, in this computer's local time), read again when the filters change and
 * once per burst of library changes. Null for sorts that are not by date.
 */
import { useEffect, useRef, useState } from 'react';
import type { TimelineMonth } from '../../shared/ipc/library';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { toListQuery, type LibraryFilters } from './libraryFilters';

export function useLibraryTimeline(filters: LibraryFilters): TimelineMonth[] | null {
  const [months, setMonths] = useState<TimelineMonth[] | null>(null);
  const [changes, setChanges] = useState(0);
  const sort = filters.sort === 'newest' || filters.sort === 'oldest' ? filters.sort : null;
  useEffect(() => {
    if (!sort) return setMonths(null);
    let current = true;
    const { limit: _limit, sort: _sort, ...query } = toListQuery(filters, { limit: 1 });
    window.atelier.library
      .timeline({ query, sort, utcOffsetMinutes: -new Date().getTimezoneOffset() })
      .then(
        (result) => current && setMonths(result.months),
        () => current && setMonths(null), // No rail rather than a wrong one; the grid still scrolls.
      );
    return () => void (current = false);
  }, [filters, sort, changes]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useAtelierEvent('library:changed', () => {
    timer.current ??= setTimeout(() => {
      timer.current = null;
      setChanges((count) => count + 1);
    }, 1000);
  });
  return sort ? months : null;
}
