// Owns the catalog (`GET /pricing`) shape and Atelier's tier-params convention that
// the cost estimator reads.
//
// Tier convention (tiers[].params): `per` says what one tier's credits pay for:
//   { per: 'generation' }                          image-a, image-a-2-lite: one request
//   { per: 'image' }                               image-b (one image per request), image-c-4 (x batch_size)
//   { per: 'second', resolution, audio? }          video-a-v3, omni (audio true/false), video-b, video-d
//   { per: 'video', variant, resolution }          video-c (variant = `model` field; 4/6/8 s same price)
//   { per: 'action', action }                      tune: one tier per music action; max_mode doubles
// A tier whose params lack the selector it needs is not used; the estimate is then unknown.
import { z } from 'zod';
import { successEnvelopeSchema } from './envelopes';

export const tierParamsSchema = z.looseObject({
  per: z.enum(['generation', 'image', 'second', 'video', 'action']).optional(),
  resolution: z.string().optional(),
  audio: z.boolean().optional(),
  variant: z.string().optional(),
  action: z.string().optional(),
});
export type TierParams = z.infer<typeof tierParamsSchema>;

export const catalogTierSchema = z.looseObject({
  label: z.string(),
  credits: z.number(),
  // Lenient: a tier with params outside the convention is kept and simply not matched.
  params: z.record(z.string(), z.unknown()).optional(),
});
export type CatalogTier = z.infer<typeof catalogTierSchema>;

export const catalogModelSchema = z.looseObject({
  model_key: z.string(),
  name: z.string().optional(),
  provider: z.string().optional(),
  category: z.string().optional(),
  unit: z.string().optional(),
  tiers: z.array(catalogTierSchema),
  note: z.string().optional(),
});
export type CatalogModel = z.infer<typeof catalogModelSchema>;

export const catalogSchema = z.looseObject({
  credit_to_usd: z.number(),
  count: z.number().int().optional(),
  models: z.array(catalogModelSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const catalogEnvelopeSchema = successEnvelopeSchema(catalogSchema);

/** The params of a tier read through the convention, or null when they do not follow it. */
export function readTierParams(tier: CatalogTier): TierParams | null {
  const parsed = tierParamsSchema.safeParse(tier.params ?? {});
  return parsed.success && parsed.data.per !== undefined ? parsed.data : null;
}

/** A model's name as the catalog gives it ("Image A"); null without a catalog, the model or a name. */
export function modelNameIn(catalog: Catalog | null | undefined, modelKey: string): string | null {
  return catalog?.models.find((model) => model.model_key === modelKey)?.name ?? null;
}
