/**
 * What a model or music action is called in the interface: the catalog's name for a
 * model, the action's human name (ACTION_NAMES). The API key stays available as detail.
 */
import { useMemo } from 'react';
import type { Target } from '../../shared/ipc/targets';
import { actionName } from '../../shared/service/music/actionNames';
import type { CatalogView } from '../../shared/ipc/catalog';
import { useCatalog } from '../data/resources';

export function targetName(target: Target, modelNames: Readonly<Record<string, string>>): string {
  if ('model' in target) return modelNames[target.model] ?? target.model;
  return actionName(target.action);
}

/** The API name shown small next to the human one ("image-a", "music/extend"). */
export function targetApiName(target: Target): string {
  return 'model' in target ? target.model : `music/${target.action}`;
}

/** Model names of a catalog, by key (empty while there is none). */
export function modelNamesOf(
  catalog: CatalogView | null | undefined,
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    (catalog?.catalog.models ?? [])
      .filter((model) => model.name)
      .map((model) => [model.model_key, model.name as string]),
  );
}

/** Model names from the catalog (empty until it loads, then names replace keys). */
export function useModelNames(): Readonly<Record<string, string>> {
  const catalog = useCatalog();
  return useMemo(() => modelNamesOf(catalog.data), [catalog.data]);
}
