/**
 * A minimal catalog cache for the tasks engine when no catalog service is wired: keeps the
 * last catalog read and fetches again when it is older than asked (one read in flight).
 */
import type { Catalog } from '../../shared/service/catalog';
import type { CatalogPort } from './ports';

export function createCatalogFreshness(
  read: () => Promise<Catalog>,
  now: () => number,
): CatalogPort {
  let cached: { catalog: Catalog; at: number } | null = null;
  let pending: Promise<Catalog> | null = null;
  return {
    async getFresh(maxAgeMs) {
      if (cached && now() - cached.at <= maxAgeMs) return cached.catalog;
      pending ??= read().then(
        (catalog) => {
          cached = { catalog, at: now() };
          pending = null;
          return catalog;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
