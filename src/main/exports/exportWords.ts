/**
 * The words main writes into exported file names, in main's language (the Settings choice, else
 * the OS's; in the web preview the browser's): "Neon Drive — bass stem.wav", "Neon Drive —
 * Spur Bass.wav", "Neon Drive — ベースのステム.wav". exportNames.ts then makes every name
 * valid on Windows, macOS and Linux, whatever the language.
 */
import { t } from '../../shared/i18n/activeLanguage';
import { stemName } from '../../shared/service/music/stemNames';
import { sanitizeFileName } from './exportNames';

/** A stem's part as a file name says it ("lead vocal stem"); a name already ending in "stem" is kept. */
export function stemVersion(stem: string): string {
  const name = stemName(stem);
  return /\bstem$/iu.test(name) ? name : t('mainWords.name.stem', { stem: name });
}

/** The folder or zip of a song's stems: "Neon Drive — stems". */
export const stemsWord = (): string => t('mainWords.name.stems');
export const dawPackWord = (): string => t('mainWords.name.dawPack');
export const notesWord = (): string => t('mainWords.name.notes');

/** Help › Export diagnostics…'s zip, "Atelier diagnostics 2026-11-26-21-05.zip", Windows-safe in every language. */
export const diagnosticsZipName = (stamp: string): string =>
  `${sanitizeFileName(t('mainWords.name.diagnostics', { date: stamp }))}.zip`;
