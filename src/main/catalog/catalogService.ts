/**
 * The catalog (`GET /pricing`) of the active profile: kept in memory and on disk
 * (`<dataDirectory>/catalog/<profile>.json`, so prices show offline), stale after
 * 5 minutes and then refreshed in the background while the stale copy is served.
 * `getFresh(maxAgeMs)` is for the preflight: it waits for a refresh when the copy is too
 * old, and falls back to the cached copy only if the refresh fails (the estimate is then
 * as old as the copy; the submit's own confirmation still guards the price).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { CatalogView } from '../../shared/ipc/catalog';
import { dollarsPerCredit } from '../../shared/format/creditValue';
import type { Handlers } from '../../shared/ipc/types';
import { catalogSchema, type Catalog } from '../../shared/service';
import { toAtelierError, type ApiClient } from '../api';
import type { EventBus } from '../ipc/eventBus';

export const CATALOG_STALE_MS = 5 * 60_000;

export interface CatalogServiceOptions {
  dataDirectory: string;
  profiles: {
    activeProfileId(): string;
    activeApi(): ApiClient;
    onActiveChanged(listener: (profileId: string) => void): () => void;
  };
  bus: EventBus;
  now: () => number;
  staleMs?: number;
}

export interface CatalogService {
  handlers: Handlers['catalog'];
  getFresh(maxAgeMs: number): Promise<Catalog>;
  /** The cached catalog of the active profile, without any fetch. */
  peek(): CatalogView | null;
  close(): void;
}

interface Entry {
  catalog: Catalog;
  fetchedAt: number;
}

const cacheFileSchema = z.object({ fetchedAt: z.number(), catalog: catalogSchema });

export function createCatalogService(options: CatalogServiceOptions): CatalogService {
  const staleMs = options.staleMs ?? CATALOG_STALE_MS;
  const folder = join(options.dataDirectory, 'catalog');
  const memory = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry>>();

  const fileOf = (profileId: string) =>
    join(folder, `${profileId.replace(/[^a-z0-9_-]/gi, '_')}.json`);

  function cached(profileId: string): Entry | null {
    const known = memory.get(profileId);
    if (known) return known;
    try {
      const parsed = cacheFileSchema.safeParse(JSON.parse(readFileSync(fileOf(profileId), 'utf8')));
      if (!parsed.success) return null;
      memory.set(profileId, parsed.data);
      return parsed.data;
    } catch {
      return null;
    }
  }

  function persist(profileId: string, entry: Entry): void {
    try {
      mkdirSync(folder, { recursive: true });
      const temporary = `${fileOf(profileId)}.tmp-${process.pid}`;
      writeFileSync(temporary, JSON.stringify(entry));
      renameSync(temporary, fileOf(profileId));
    } catch {
      // The disk copy is only for offline start-up; the memory copy still serves.
    }
  }

  const viewOf = (entry: Entry, profileId = options.profiles.activeProfileId()): CatalogView => ({
    catalog: entry.catalog,
    creditToUsd: dollarsPerCredit(profileId, entry.catalog),
    fetchedAt: new Date(entry.fetchedAt).toISOString(),
    stale: options.now() - entry.fetchedAt > staleMs,
  });

  /** One fetch per profile at a time; callers share it. */
  function refresh(): Promise<Entry> {
    const profileId = options.profiles.activeProfileId();
    const running = inFlight.get(profileId);
    if (running) return running;
    const api = options.profiles.activeApi();
    const fetching = api
      .catalog()
      .then((catalog) => {
        const entry = { catalog, fetchedAt: options.now() };
        memory.set(profileId, entry);
        persist(profileId, entry);
        if (options.profiles.activeProfileId() === profileId)
          options.bus.emit('catalog:changed', viewOf(entry, profileId));
        return entry;
      })
      .finally(() => inFlight.delete(profileId));
    inFlight.set(profileId, fetching);
    return fetching;
  }

  function refreshInBackground(): void {
    refresh().catch(() => undefined); // the stale copy keeps serving; the next read tries again
  }

  const unsubscribe = options.profiles.onActiveChanged(() => {
    const entry = cached(options.profiles.activeProfileId());
    if (entry) options.bus.emit('catalog:changed', viewOf(entry));
    refreshInBackground();
  });

  async function get(forceRefresh: boolean): Promise<CatalogView> {
    const entry = cached(options.profiles.activeProfileId());
    if (!entry || forceRefresh) {
      try {
        return viewOf(await refresh());
      } catch (error) {
        if (!entry) throw toAtelierError(error);
        return viewOf(entry); // refresh failed: serve the copy, marked stale if it is
      }
    }
    if (options.now() - entry.fetchedAt > staleMs) refreshInBackground();
    return viewOf(entry);
  }

  return {
    handlers: {
      get: (input) => get(input?.refresh === true),
    },
    async getFresh(maxAgeMs) {
      const entry = cached(options.profiles.activeProfileId());
      if (entry && options.now() - entry.fetchedAt <= maxAgeMs) return entry.catalog;
      try {
        return (await refresh()).catalog;
      } catch (error) {
        if (entry) return entry.catalog;
        throw toAtelierError(error);
      }
    },
    peek() {
      const entry = cached(options.profiles.activeProfileId());
      return entry ? viewOf(entry) : null;
    },
    close: unsubscribe,
  };
}
