import { useCallback, useEffect, useState } from 'react';
import { queryFromHash, routeFromHash, type RoutePath } from '../routes';

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return hash;
}

export function useRoute(): [RoutePath, (path: RoutePath) => void] {
  const hash = useHash();
  const navigate = useCallback((path: RoutePath) => {
    window.location.hash = `/${path}`;
  }, []);
  return [routeFromHash(hash), navigate];
}

/** The current hash route's query (`#/tasks?id=…`), updated on navigation. */
export function useHashQuery(): URLSearchParams {
  return queryFromHash(useHash());
}
