/**
 * Opens the asset a link names (`#/library?asset=<id>`, e.g. from the command palette) in
 * the preview, then drops the id from the address so the same link works again.
 */
import { useEffect, useRef } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { hrefFor, queryFromHash } from '../routes';

export function useAssetLink(open: (asset: AssetView) => void): void {
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const follow = () => {
      const id = queryFromHash(window.location.hash).get('asset');
      if (!id) return;
      window.history.replaceState(null, '', hrefFor('library'));
      window.atelier.library.get({ id }).then(
        (asset) => openRef.current(asset),
        () => undefined, // Gone since the link was made: the library simply shows.
      );
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
}
