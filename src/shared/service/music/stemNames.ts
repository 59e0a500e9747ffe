// Owns the human name of each stem the service separates or adds ("lead vocal", German
// "Leadgesang"), in the active language (the catalogs' `vocab.stem.*`), written as it reads in
// the middle of a sentence or title ("Neon Drive — bass stem"); the `stem_type` token stays
// secondary detail.
import type { MessageKey } from '../../i18n/translator';
import { translatedRecord } from '../../i18n/translatedRecord';
import { STEM_TYPES } from './fields';

export type StemType = (typeof STEM_TYPES)[number];

export function isStemType(value: string): value is StemType {
  return (STEM_TYPES as readonly string[]).includes(value);
}

export const STEM_NAMES: Readonly<Record<StemType, string>> = translatedRecord(
  STEM_TYPES,
  (stem) => `vocab.stem.${stem}` as MessageKey,
);

/** A stem's name; a part the list does not know (the live service may add some) in plain words ("tape_hiss" → "tape hiss"). */
export function stemName(stem: string): string {
  const token = stem.trim().toLowerCase();
  return isStemType(token) ? STEM_NAMES[token] : stem.replace(/[_-]+/gu, ' ').trim();
}
