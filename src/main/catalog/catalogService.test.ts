import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../shared/service';
import { ConnectionError, type ApiClient } from '../api';
import { createEventBus } from '../ipc/eventBus';
import { CATALOG_STALE_MS, createCatalogService } from './catalogService';

const context = { senderId: 't' };
const catalogWith = (rate: number): Catalog => ({ credit_to_usd: rate, count: 0, models: [] });

function fakeProfiles() {
  const fetches: Record<string, number> = { sandbox: 0, live: 0 };
  const results: Record<string, () => Promise<Catalog>> = {
    sandbox: async () => catalogWith(0.01),
    live: async () => catalogWith(0.02),
  };
  let active = 'sandbox';
  const listeners = new Set<(id: string) => void>();
  const api = (id: string) =>
    ({
      catalog: () => (
        (fetches[id] = (fetches[id] ?? 0) + 1),
        results[id]?.() ?? Promise.reject(new Error('?'))
      ),
    }) as unknown as ApiClient;
  return {
    fetches,
    results,
    switchTo(id: string) {
      active = id;
      for (const listener of listeners) listener(id);
    },
    profiles: {
      activeProfileId: () => active,
      activeApi: () => api(active),
      onActiveChanged: (listener: (id: string) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

function setup(dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-catalog-'))) {
  const fake = fakeProfiles();
  const bus = createEventBus();
  const changed: unknown[] = [];
  bus.subscribe((channel, payload) => channel === 'catalog:changed' && changed.push(payload));
  const clock = { time: Date.parse('2026-11-01T00:00:00Z') };
  const service = createCatalogService({
    dataDirectory,
    profiles: fake.profiles,
    bus,
    now: () => clock.time,
  });
  return { ...fake, service, changed, clock, dataDirectory };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catalog service', () => {
  it('fetches once, serves from memory, and refreshes in the background when stale', async () => {
    const { service, fetches, clock, changed } = setup();
    const first = await service.handlers.get(undefined, context);
    expect(first).toMatchObject({ stale: false, catalog: { credit_to_usd: 0.01 } });
    await service.handlers.get(undefined, context);
    expect(fetches['sandbox']).toBe(1);
    clock.time += CATALOG_STALE_MS + 1;
    const stale = await service.handlers.get(undefined, context);
    expect(stale.stale).toBe(true);
    await settle();
    expect(fetches['sandbox']).toBe(2);
    expect(changed).toHaveLength(2);
    expect((await service.handlers.get(undefined, context)).stale).toBe(false);
  });

  it('shares one request between concurrent readers', async () => {
    const { service, fetches } = setup();
    await Promise.all([
      service.getFresh(0),
      service.getFresh(0),
      service.handlers.get({ refresh: true }, context),
    ]);
    expect(fetches['sandbox']).toBe(1);
  });

  it('getFresh waits for a refresh when the copy is too old, and falls back to it if the refresh fails', async () => {
    const { service, fetches, results, clock } = setup();
    await service.getFresh(60_000);
    clock.time += 30_000;
    await service.getFresh(60_000);
    expect(fetches['sandbox']).toBe(1);
    clock.time += 60_000;
    results['sandbox'] = async () => catalogWith(0.05);
    expect((await service.getFresh(60_000)).credit_to_usd).toBe(0.05);
    clock.time += 120_000;
    results['sandbox'] = () => Promise.reject(new ConnectionError('offline', { sent: false }));
    expect((await service.getFresh(60_000)).credit_to_usd).toBe(0.05);
  });

  it('starts offline from the disk copy, and fails clearly with no copy at all', async () => {
    const first = setup();
    await first.service.getFresh(0);
    const offline = setup(first.dataDirectory);
    offline.results['sandbox'] = () =>
      Promise.reject(new ConnectionError('offline', { sent: false }));
    expect((await offline.service.handlers.get(undefined, context)).catalog.credit_to_usd).toBe(
      0.01,
    );
    const empty = setup();
    empty.results['sandbox'] = () =>
      Promise.reject(new ConnectionError('offline', { sent: false }));
    await expect(empty.service.handlers.get(undefined, context)).rejects.toMatchObject({
      code: 'connection',
    });
  });

  it('keeps one catalog per profile and refreshes on a profile switch', async () => {
    const { service, switchTo, changed } = setup();
    await service.getFresh(0);
    switchTo('live');
    await settle();
    expect(service.peek()?.catalog.credit_to_usd).toBe(0.02);
    expect(changed.at(-1)).toMatchObject({ catalog: { credit_to_usd: 0.02 }, creditToUsd: 0.02 });
    switchTo('sandbox');
    expect(service.peek()?.catalog.credit_to_usd).toBe(0.01);
    // Sandbox credits are free test credits: the view gives them no dollar value.
    expect(service.peek()?.creditToUsd).toBeNull();
  });
});
