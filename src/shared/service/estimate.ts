// Owns the cost estimate of a request from a catalog, following the tier convention in
// catalog.ts. It never guesses silently: every assumption is a breakdown line, and any
// price the catalog or the spec cannot settle is 'unknown' with the reason.
import { readTierParams, type Catalog, type CatalogModel, type TierParams } from './catalog';
import type { MessageKey } from '../i18n/translator';
import { has } from './issues';
import { submitFields } from './models';
import { isMusicAction, musicActionTable, type MusicAction } from './music/actions';

/**
 * What the user reads about a price, as a message key and its values (translated where it is
 * shown, renderer or main); `field` names a request field the renderer shows by its label.
 */
export interface PriceWords {
  key: MessageKey;
  values?: Readonly<Record<string, string | number>>;
  field?: string;
}

/**
 * `breakdown` and `reason` are the technical account (API names, the catalog's tier labels),
 * shown under "Technical details"; `notes` and `said` are the same facts in the user's words.
 */
export type CostEstimate =
  | { kind: 'known'; credits: number; breakdown: string[]; notes?: PriceWords[] }
  | { kind: 'unknown'; reason: string; said?: PriceWords };
export type CostTarget = { model: string } | { action: MusicAction };
type Body = Readonly<Record<string, unknown>>;

const unknown = (reason: string, said?: PriceWords): CostEstimate =>
  said ? { kind: 'unknown', reason, said } : { kind: 'unknown', reason };

/** The price depends on a field the form leaves unset and the spec gives no default for. */
const chooseFirst = (reason: string, field: string): CostEstimate =>
  unknown(reason, { key: 'generate.cost.chooseField', field });

function findModel(catalog: Catalog, key: string): CatalogModel | undefined {
  return catalog.models.find((model) => model.model_key === key);
}

function findTier(
  model: CatalogModel,
  matches: (params: TierParams) => boolean,
): { credits: number; label: string } | undefined {
  for (const tier of model.tiers) {
    const params = readTierParams(tier);
    if (params && matches(params)) return { credits: tier.credits, label: tier.label };
  }
  return undefined;
}

const sameText = (a: string | undefined, b: string): boolean =>
  a !== undefined && a.toLowerCase() === b.toLowerCase();

function estimateMusic(catalog: Catalog, action: MusicAction, body: Body): CostEstimate {
  const model = findModel(catalog, 'tune');
  if (!model) return unknown("the catalog has no 'tune' model");
  const tier = findTier(model, (params) => params.per === 'action' && params.action === action);
  if (!tier) return unknown(`the catalog has no tier for music action '${action}'`);
  const acceptsMaxMode = musicActionTable(action).some((field) => field.name === 'max_mode');
  if (acceptsMaxMode && body['max_mode'] === true) {
    return {
      kind: 'known',
      credits: tier.credits * 2,
      breakdown: [`${action}: ${tier.credits} credits (${tier.label})`, 'max_mode: x2'],
      notes: [{ key: 'generate.cost.maxMode' }],
    };
  }
  return {
    kind: 'known',
    credits: tier.credits,
    breakdown: [`${action}: ${tier.credits} credits (${tier.label})`],
    notes: [],
  };
}

function integerOr(
  body: Body,
  name: string,
  fallback: number | undefined,
): number | undefined | null {
  if (!has(body, name)) return fallback;
  const value = body[name];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function stringOr(
  body: Body,
  name: string,
  fallback: string | undefined,
): string | undefined | null {
  if (!has(body, name)) return fallback;
  const value = body[name];
  return typeof value === 'string' ? value : null;
}

function perSecond(
  model: CatalogModel,
  key: string,
  resolution: string,
  audio: boolean,
  seconds: number,
  notes: string[],
  said: PriceWords[] = [],
): CostEstimate {
  const tier = findTier(
    model,
    (params) =>
      params.per === 'second' &&
      sameText(params.resolution, resolution) &&
      (params.audio === undefined ? !audio : params.audio === audio),
  );
  if (!tier)
    return unknown(
      `the catalog has no per-second tier for ${key} at ${resolution}${audio ? ' with audio' : ''}`,
    );
  return {
    kind: 'known',
    credits: tier.credits * seconds,
    breakdown: [...notes, `${seconds} s x ${tier.credits} credits/s (${tier.label})`],
    notes: [
      ...said,
      { key: 'generate.cost.perSecond', values: { seconds, credits: tier.credits } },
    ],
  };
}

/** Fields in the body the model's table does not document (one could be an unnamed switch). */
function undocumentedFields(key: 'video-a-v3-omni', body: Body): string[] {
  const known = submitFields(key).map((field) => field.name);
  return Object.keys(body).filter((name) => !known.includes(name));
}

function estimateVideo(model: CatalogModel, key: string, body: Body): CostEstimate {
  const invalid = (name: string) =>
    unknown(`${name} is not valid, so the price cannot be read`, {
      key: 'generate.cost.fieldInvalid',
      field: name,
    });
  switch (key) {
    case 'video-a-v3': {
      const resolution = stringOr(body, 'resolution', '720p');
      const seconds = integerOr(body, 'duration', 5);
      if (resolution == null) return invalid('resolution');
      if (seconds == null) return invalid('duration');
      const audio = body['generate_audio'] === true;
      const notes = has(body, 'generate_audio')
        ? []
        : ['generate_audio not sent: silent rate (audio is opt-in)'];
      const said: PriceWords[] = audio ? [] : [{ key: 'generate.cost.silentRate' }];
      return perSecond(model, key, resolution, audio, seconds, notes, said);
    }
    case 'video-a-v3-omni': {
      if (!has(body, 'resolution'))
        return chooseFirst(
          'video-a-v3-omni: the default resolution is not documented; set resolution',
          'resolution',
        );
      if (!has(body, 'duration'))
        return chooseFirst(
          'video-a-v3-omni: the default duration is not documented; set duration',
          'duration',
        );
      const extra = undocumentedFields(key, body);
      if (extra.length > 0) {
        return unknown(
          `video-a-v3-omni: undocumented field(s) ${extra.join(', ')} may be the native-audio switch (higher rate), whose name is not documented`,
          { key: 'generate.cost.undocumentedField' },
        );
      }
      const resolution = stringOr(body, 'resolution', undefined);
      const seconds = integerOr(body, 'duration', undefined);
      if (resolution == null) return invalid('resolution');
      if (seconds == null) return invalid('duration');
      return perSecond(
        model,
        key,
        resolution,
        false,
        seconds,
        ['native audio not requested: silent rate'],
        [{ key: 'generate.cost.silentRate' }],
      );
    }
    case 'video-b-2.6-flash': {
      const resolution = stringOr(body, 'resolution', '720p');
      const seconds = integerOr(body, 'duration', 5);
      if (resolution == null) return invalid('resolution');
      if (seconds == null) return invalid('duration');
      return perSecond(model, key, resolution, false, seconds, []);
    }
    case 'video-d-pro-fast': {
      if (!has(body, 'duration'))
        return chooseFirst(
          'video-d-pro-fast: the default duration is not documented; set duration',
          'duration',
        );
      const resolution = stringOr(body, 'resolution', '480p');
      const seconds = integerOr(body, 'duration', undefined);
      if (resolution == null) return invalid('resolution');
      if (seconds == null) return invalid('duration');
      return perSecond(
        model,
        key,
        resolution,
        false,
        seconds,
        has(body, 'resolution') ? [] : ['resolution omitted: 480p'],
        has(body, 'resolution')
          ? []
          : [{ key: 'generate.cost.defaultResolution', values: { resolution: '480p' } }],
      );
    }
    case 'video-c': {
      if (!has(body, 'model'))
        return chooseFirst(
          'video-c: the default variant is not documented; set model (video-c_fast or video-c_lite)',
          'model',
        );
      if (!has(body, 'resolution'))
        return chooseFirst(
          'video-c: the default resolution is not documented; set resolution',
          'resolution',
        );
      const variant = stringOr(body, 'model', undefined);
      const resolution = stringOr(body, 'resolution', undefined);
      if (variant == null) return invalid('model');
      if (resolution == null) return invalid('resolution');
      const tier = findTier(
        model,
        (params) =>
          params.per === 'video' &&
          params.variant === variant &&
          sameText(params.resolution, resolution),
      );
      if (!tier)
        return unknown(`the catalog has no per-video tier for video-c ${variant} at ${resolution}`);
      return {
        kind: 'known',
        credits: tier.credits,
        breakdown: [`1 video: ${tier.credits} credits (${tier.label}); 4, 6 and 8 s cost the same`],
        notes: [{ key: 'generate.cost.sameForAnyLength' }],
      };
    }
    default:
      return unknown(`no pricing rule for model '${key}'`);
  }
}

function estimateImage(model: CatalogModel, key: string, body: Body): CostEstimate {
  if (key === 'image-a' || key === 'image-a-2-lite') {
    const tier = findTier(model, (params) => params.per === 'generation');
    if (!tier) return unknown(`the catalog has no per-generation tier for ${key}`);
    return {
      kind: 'known',
      credits: tier.credits,
      breakdown: [`1 generation: ${tier.credits} credits (${tier.label})`],
      notes: [],
    };
  }
  const tier = findTier(model, (params) => params.per === 'image');
  if (!tier) return unknown(`the catalog has no per-image tier for ${key}`);
  if (key === 'image-c-4') {
    const batch = integerOr(body, 'batch_size', 1);
    if (batch == null)
      return unknown('batch_size is not valid, so the price cannot be read', {
        key: 'generate.cost.fieldInvalid',
        field: 'batch_size',
      });
    return {
      kind: 'known',
      credits: tier.credits * batch,
      breakdown: [
        `${batch} image${batch === 1 ? '' : 's'} x ${tier.credits} credits (${tier.label}); resolution and input images add nothing`,
      ],
      notes: [
        { key: 'generate.cost.perImage', values: { count: batch, credits: tier.credits } },
        { key: 'generate.cost.resolutionFree' },
      ],
    };
  }
  return {
    kind: 'known',
    credits: tier.credits,
    breakdown: [
      `1 image: ${tier.credits} credits (${tier.label}); resolution does not change the price`,
    ],
    notes: [{ key: 'generate.cost.resolutionFree' }],
  };
}

/** Credits a request will cost according to `catalog`, with the reasoning, or why it cannot tell. */
export function estimateCost(
  catalog: Catalog,
  target: CostTarget,
  body: Record<string, unknown>,
): CostEstimate {
  try {
    const safeBody: Body = typeof body === 'object' && body !== null ? body : {};
    if ('action' in target) {
      return isMusicAction(target.action)
        ? estimateMusic(catalog, target.action, safeBody)
        : unknown(`unknown music action '${String(target.action)}'`);
    }
    if (target.model === 'tune') return estimateMusic(catalog, 'generate', safeBody);
    const model = findModel(catalog, target.model);
    if (!model) return unknown(`the catalog has no model '${target.model}'`);
    if (target.model.startsWith('image-')) return estimateImage(model, target.model, safeBody);
    return estimateVideo(model, target.model, safeBody);
  } catch {
    return unknown('the catalog could not be read');
  }
}
