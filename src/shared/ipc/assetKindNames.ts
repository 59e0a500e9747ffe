/** The human name of each kind of library asset ("Image", German "Bild"), in the active language (the catalogs' `vocab.kind.*`). */
import type { MessageKey } from '../i18n/translator';
import { translatedRecord } from '../i18n/translatedRecord';
import { ASSET_KINDS, type AssetKind } from './library';

export const ASSET_KIND_NAMES: Readonly<Record<AssetKind, string>> = translatedRecord(
  ASSET_KINDS,
  (kind) => `vocab.kind.${kind}` as MessageKey,
);

export function assetKindName(kind: string): string {
  return (ASSET_KINDS as readonly string[]).includes(kind)
    ? ASSET_KIND_NAMES[kind as AssetKind]
    : kind;
}
