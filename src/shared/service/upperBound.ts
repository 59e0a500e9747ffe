// Owns the most a request can cost when its exact price is unknown (estimate.ts said why):
// the model's highest catalog tier, times the longest duration and the largest batch the
// request's fields allow (max_mode's x2 for music). Under a hard budget line a job of unknown
// price is only sent when the user has confirmed this bound, so it must never be too low.
import { t } from '../i18n/activeLanguage';
import { readTierParams, type Catalog } from './catalog';
import type { CostTarget } from './estimate';
import { has } from './issues';
import { isModelKey, submitFields } from './models';

export interface UpperBound {
  credits: number;
  /** How it was reached, in the process's language: "Video A v3 Omni’s highest tier, 1080p with audio: 60 credits/s × 15 s". */
  basis: string;
}

type Body = Readonly<Record<string, unknown>>;

/** The largest value a field may take: the body's own when it is a valid integer in range, else the field's limit. */
function largest(key: string, name: string, body: Body): number | null {
  if (!isModelKey(key)) return null;
  const field = submitFields(key).find((each) => each.name === name);
  if (!field) return null;
  const limit = field.choices ? Math.max(...field.choices) : field.max;
  if (limit === undefined) return null;
  const value = has(body, name) ? body[name] : undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= limit)
    return value;
  return limit;
}

export function upperBoundCost(
  catalog: Catalog,
  target: CostTarget,
  body: Record<string, unknown>,
): UpperBound | null {
  const key = 'action' in target ? 'tune' : target.model;
  const model = catalog.models.find((each) => each.model_key === key);
  if (!model || model.tiers.length === 0) return null;
  const top = model.tiers.reduce((best, tier) => (tier.credits > best.credits ? tier : best));
  if (!Number.isFinite(top.credits) || top.credits < 0) return null;
  const name = model.name ?? key;
  const per = readTierParams(top)?.per;
  if (key === 'tune') {
    return {
      credits: top.credits * 2,
      basis: t('mainWords.bound.maxMode', { model: name, tier: top.label, credits: top.credits }),
    };
  }
  if (per === 'second') {
    const seconds = largest(key, 'duration', body);
    if (seconds === null) return null;
    return {
      credits: top.credits * seconds,
      basis: t('mainWords.bound.perSecond', {
        model: name,
        tier: top.label,
        credits: top.credits,
        seconds,
      }),
    };
  }
  if (per === 'image' && key === 'image-c-4') {
    const batch = largest(key, 'batch_size', body) ?? 1;
    return {
      credits: top.credits * batch,
      basis: t('mainWords.bound.perImage', {
        model: name,
        tier: top.label,
        credits: top.credits,
        count: batch,
      }),
    };
  }
  return {
    credits: top.credits,
    basis: t('mainWords.bound.tier', { model: name, tier: top.label, credits: top.credits }),
  };
}
