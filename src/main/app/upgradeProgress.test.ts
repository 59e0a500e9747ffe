import { describe, expect, it } from 'vitest';
import type { MigrationProgress } from '../store/migrationRunner';
import { upgradeProgress } from './upgradeProgress';

const report = (overrides: Partial<MigrationProgress>): MigrationProgress => ({
  version: 11,
  name: 'search index of folded text (rows tested as the index answers)',
  step: 2,
  steps: 3,
  done: 0,
  total: 0,
  elapsedMs: 0,
  remainingMs: null,
  finished: false,
  fromVersion: 10,
  phase: 'rows',
  ...overrides,
});

describe('upgradeProgress', () => {
  it('says what is happening, how far along and how long is left, in m:ss', () => {
    expect(upgradeProgress(report({ done: 42_000, total: 100_000, remainingMs: 65_200 }))).toEqual({
      activity: 'Rebuilding the search index',
      step: 'Step 2 of 3',
      fraction: 0.42,
      count: '42,000 of 100,000 assets',
      remaining: 'About 1:06 left',
      finished: false,
    });
  });

  it('before a count: no fraction; before a rate: an estimate to come', () => {
    expect(upgradeProgress(report({}))).toMatchObject({ fraction: null, count: '', remaining: '' });
    expect(upgradeProgress(report({ total: 10, done: 0 }))).toMatchObject({
      fraction: 0,
      remaining: 'Estimating the time left…',
    });
  });

  it('names a one-transaction migration by what it does, and a single step without "Step 1 of 1"', () => {
    expect(
      upgradeProgress(report({ version: 5, name: 'tempo and key of tracks', steps: 1, step: 1 })),
    ).toMatchObject({
      activity: 'Updating the library: tempo and key of tracks',
      step: '',
    });
  });

  it('compacting has no count: the bar slides, no estimate', () => {
    expect(upgradeProgress(report({ phase: 'compacting', done: 100, total: 100 }))).toMatchObject({
      activity: 'Compacting the search index',
      fraction: null,
      count: '',
      remaining: '',
    });
  });

  it('removing the old index has no count either: it says what it does while the bar slides', () => {
    expect(upgradeProgress(report({ phase: 'clearing', done: 0, total: 0 }))).toMatchObject({
      activity: 'Removing the old search index',
      fraction: null,
      count: '',
      remaining: '',
    });
  });

  it('ends full', () => {
    expect(upgradeProgress(report({ finished: true, remainingMs: 0 }))).toMatchObject({
      activity: 'Library upgraded',
      fraction: 1,
      remaining: '',
      finished: true,
    });
  });
});
