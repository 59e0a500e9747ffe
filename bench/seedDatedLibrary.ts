/**
 * `tsx bench/seedDatedLibrary.ts <dataDir> <months> <perMonth>`: a data folder whose library
 * holds `perMonth` text assets in each of `months` months from January 2025 (noon UTC on the
 * 10th, a minute apart: the same month in every time zone), titled `Sketch 2025-01 no 7`. For
 * browser specs that need a library spread over time (the shared preview's assets are all "now").
 */
import { createEventBus } from '../src/main/ipc/eventBus';
import { openLibrary } from '../src/main/library/openLibrary';
import { newAsset } from '../src/main/library/testAssets';
import { seedAssets } from './librarySeed';

export const datedTitle = (month: number, n: number): string =>
  `Sketch 2025-${String(month + 1).padStart(2, '0')} no ${n}`;

const [dataDirectory, months, perMonth] = process.argv.slice(2);
if (!dataDirectory || !months || !perMonth)
  throw new Error('usage: seedDatedLibrary.ts <dataDir> <months> <perMonth>');
const per = Number(perMonth);
const library = await openLibrary({
  dataDirectory,
  clock: { now: () => Date.now() },
  bus: createEventBus(),
});
seedAssets(library.db, Number(months) * per, (from, to) =>
  Array.from({ length: to - from }, (_, offset) => {
    const i = from + offset;
    const month = Math.floor(i / per);
    return newAsset({
      kind: 'text',
      mimeType: 'text/plain',
      title: datedTitle(month, i % per),
      createdAt: Date.UTC(2025, month, 10, 12) + (i % per) * 60_000,
    });
  }),
);
library.close();
