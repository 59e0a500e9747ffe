/** The `catalog` domain: the service's `/pricing`, cached and refreshed when stale. */
import { z } from 'zod';
import type { Catalog } from '../service/catalog';
import { event, method } from './define';

export interface CatalogView {
  catalog: Catalog;
  /** Dollars per credit for the active profile; null for the Sandbox (free test credits) — show no dollars then. */
  creditToUsd: number | null;
  fetchedAt: string;
  /** Older than the refresh interval; a refresh is under way or failed. */
  stale: boolean;
}

export const catalogDomain = {
  methods: {
    get: method(z.object({ refresh: z.boolean().optional() }).optional()).returns<CatalogView>(),
  },
  events: {
    changed: event<CatalogView>(),
  },
} as const;
