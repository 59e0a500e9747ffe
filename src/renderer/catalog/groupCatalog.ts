/** Orders the catalog for display: models grouped by kind (category), known kinds first. */
import { t } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import type { Catalog, CatalogModel } from '../../shared/service/catalog';
import { actionName } from '../../shared/service/music/actionNames';
import { isModelKey, modelName } from '../../shared/service/models';

export interface CatalogGroup {
  kind: string;
  label: string;
  models: CatalogModel[];
}

const KIND_ORDER = ['image', 'video', 'music'];
const KIND_LABELS: Record<string, MessageKey> = {
  image: 'tasks.kind.image',
  video: 'tasks.kind.video',
  music: 'tasks.kind.music',
};
/** The price list's units and tier params the app knows, in words; others keep the service's. */
const UNITS: Record<string, MessageKey> = {
  'per-image': 'catalog.unit.image',
  'per-second': 'catalog.unit.second',
  'per-video': 'catalog.unit.video',
  'per-action': 'catalog.unit.action',
  'per-generation': 'catalog.unit.generation',
};

export function groupCatalog(catalog: Catalog): CatalogGroup[] {
  const groups = new Map<string, CatalogModel[]>();
  for (const model of catalog.models) {
    const kind = model.category?.trim() || 'other';
    groups.set(kind, [...(groups.get(kind) ?? []), model]);
  }
  const rank = (kind: string) => {
    const index = KIND_ORDER.indexOf(kind);
    return index === -1 ? KIND_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, models]) => ({ kind, label: kindLabel(kind), models }));
}

/** "per-second" → "per second"; what one tier's credits pay for. */
export function unitLabel(model: Pick<CatalogModel, 'unit'>): string | null {
  if (!model.unit) return null;
  const key = UNITS[model.unit];
  return key ? t(key) : model.unit.replace(/[-_]/g, ' ');
}

/** Tier params in words, leaving out the convention's `per` key: "Resolution 720p · with audio". */
export function describeTierParams(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  return Object.entries(params)
    .filter(([key]) => key !== 'per')
    .map(([key, value]) => paramWords(key, value))
    .join(' · ');
}

/**
 * A tier's label in words: an action's human name where the label is its token ("extend"), and a
 * model or model variant token named ("video-c_fast 720p" → "Video C Fast 720p"); the rest
 * (720p, 4k) as the service wrote it.
 */
export function tierLabel(label: string): string {
  const action = actionName(label);
  if (action !== label) return action;
  return label.split(' ').map(modelWords).join(' ');
}

/** A model or model variant token named ("video-c_fast" → "Video C Fast"); any other word as it is. */
function modelWords(word: string): string {
  if (isModelKey(word)) return modelName(word);
  const variant = /^(.+)_([a-z]+)$/u.exec(word);
  if (variant && isModelKey(variant[1]!))
    return `${modelName(variant[1]!)} ${capitalize(variant[2]!)}`;
  return word;
}

function paramWords(key: string, value: unknown): string {
  if (key === 'action' && typeof value === 'string') return actionName(value);
  if (key === 'audio' && typeof value === 'boolean')
    return t(value ? 'catalog.param.withAudio' : 'catalog.param.withoutAudio');
  if (key === 'resolution') return t('catalog.param.resolution', { value: String(value) });
  if (key === 'variant') return t('catalog.param.variant', { value: modelWords(String(value)) });
  if (typeof value === 'boolean')
    return `${key} ${t(value ? 'catalog.param.on' : 'catalog.param.off')}`;
  return `${key} ${String(value)}`;
}

function kindLabel(kind: string): string {
  const key = KIND_LABELS[kind];
  return key ? t(key) : capitalize(kind);
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
