import { useCallback, useEffect, useState } from 'react';
import { routeFromHash, type RoutePath } from '../routes';

export function useRoute(): [RoutePath, (path: RoutePath) => void] {
  const [route, setRoute] = useState<RoutePath>(() => routeFromHash(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(routeFromHash(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  const navigate = useCallback((path: RoutePath) => {
    window.location.hash = `/${path}`;
  }, []);
  return [route, navigate];
}
