// Owns reading the catalog (for what a credit is worth, and model notes) and following its updates.
import { useEffect, useState } from 'react';
import type { CatalogView } from '../../shared/ipc/catalog';

export function useCatalogView(): { catalog: CatalogView | null; error: string | null } {
  const [catalog, setCatalog] = useState<CatalogView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    window.atelier.catalog.get().then(
      (view) => !cancelled && setCatalog(view),
      (failure: unknown) =>
        !cancelled && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    const unsubscribe = window.atelier.on('catalog:changed', (view) => {
      setCatalog(view);
      setError(null);
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);
  return { catalog, error };
}
