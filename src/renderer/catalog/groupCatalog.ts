/** Orders the catalog for display: models grouped by kind (category), known kinds first. */
import type { Catalog, CatalogModel } from '../../shared/service/catalog';

export interface CatalogGroup {
  kind: string;
  label: string;
  models: CatalogModel[];
}

const KIND_ORDER = ['image', 'video', 'music'];
const KIND_LABELS: Record<string, string> = { image: 'Image', video: 'Video', music: 'Music' };

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
    .map(([kind, models]) => ({ kind, label: KIND_LABELS[kind] ?? capitalize(kind), models }));
}

/** "per-second" → "per second"; what one tier's credits pay for. */
export function unitLabel(model: Pick<CatalogModel, 'unit'>): string | null {
  return model.unit ? model.unit.replace(/[-_]/g, ' ') : null;
}

/** Tier params in words, leaving out the convention's `per` key: "resolution 720p · audio on". */
export function describeTierParams(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  return Object.entries(params)
    .filter(([key]) => key !== 'per')
    .map(([key, value]) =>
      typeof value === 'boolean' ? `${key} ${value ? 'on' : 'off'}` : `${key} ${String(value)}`,
    )
    .join(' · ');
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
