// Owns the sandbox's `/pricing` data: every model and every music action, in the tier
// convention of shared/service/catalog.ts. The sandbox bills with the shared
// estimateCost over this same catalog, so the price shown and the price charged agree.
import {
  MUSIC_ACTIONS,
  type Catalog,
  type CatalogModel,
  type CatalogTier,
  type MusicAction,
} from '../shared/service';

const CREDIT_TO_USD = 0.005;

const MUSIC_ACTION_CREDITS: Record<MusicAction, number> = {
  generate: 30,
  inspo: 30,
  sounds: 10,
  lyrics: 2,
  'upsample-tags': 1,
  upload: 2,
  'upload-cover': 30,
  'upload-extend': 30,
  'create-model': 200,
  'create-voice': 50,
  extend: 30,
  concat: 5,
  cover: 30,
  remaster: 20,
  'add-vocals': 30,
  'add-instrumental': 30,
  'add-stem': 30,
  mashup: 40,
  sample: 30,
  persona: 10,
  'replace-section': 20,
  'remove-section': 10,
  crop: 5,
  'fade-in': 2,
  'fade-out': 2,
  'adjust-speed': 5,
  stems: 15,
  'stems-all': 40,
  midi: 10,
  'aligned-lyrics': 5,
  bpm: 2,
  'music-video': 25,
  download: 1,
};

function model(
  model_key: string,
  name: string,
  category: string,
  unit: string,
  tiers: CatalogTier[],
  note: string,
): CatalogModel {
  return { model_key, name, provider: 'sandbox', category, unit, tiers, note };
}

const tier = (label: string, credits: number, params: Record<string, unknown>): CatalogTier => ({
  label,
  credits,
  params,
});

function perSecondTiers(
  resolutions: Record<string, number | [silent: number, audio: number]>,
): CatalogTier[] {
  return Object.entries(resolutions).flatMap(([resolution, credits]) =>
    Array.isArray(credits)
      ? [
          tier(`${resolution}`, credits[0], { per: 'second', resolution, audio: false }),
          tier(`${resolution} with audio`, credits[1], { per: 'second', resolution, audio: true }),
        ]
      : [tier(resolution, credits, { per: 'second', resolution })],
  );
}

function videoCTiers(): CatalogTier[] {
  const prices: Record<string, Record<string, number>> = {
    'video-c_fast': { '720p': 160, '1080p': 240, '4k': 480 },
    'video-c_lite': { '720p': 100, '1080p': 150, '4k': 300 },
  };
  return Object.entries(prices).flatMap(([variant, byResolution]) =>
    Object.entries(byResolution).map(([resolution, credits]) =>
      tier(`${variant} ${resolution}`, credits, { per: 'video', variant, resolution }),
    ),
  );
}

/** The sandbox's catalog (`data` of GET /pricing). */
export function sandboxCatalog(): Catalog {
  const models: CatalogModel[] = [
    model(
      'image-a',
      'Image A',
      'image',
      'per-image',
      [tier('standard', 24, { per: 'generation' })],
      'Fixed price per generation.',
    ),
    model(
      'image-a-2-lite',
      'Image A 2 Lite',
      'image',
      'per-image',
      [tier('standard', 16, { per: 'generation' })],
      'Fixed price per generation.',
    ),
    model(
      'image-b-2.0',
      'Image B 2.0',
      'image',
      'per-image',
      [tier('1K/2K', 20, { per: 'image' })],
      'Resolution does not change the price.',
    ),
    model(
      'image-b-2.0-pro',
      'Image B 2.0 Pro',
      'image',
      'per-image',
      [tier('1K/2K', 40, { per: 'image' })],
      'Resolution does not change the price.',
    ),
    model(
      'image-c-4',
      'Image C 4',
      'image',
      'per-image',
      [tier('per output image', 30, { per: 'image' })],
      '30 credits per requested output image.',
    ),
    model(
      'video-a-v3',
      'Video A v3',
      'video',
      'per-second',
      perSecondTiers({ '720p': [20, 30], '1080p': [35, 50] }),
      'Per second by resolution and audio.',
    ),
    model(
      'video-a-v3-omni',
      'Video A v3 Omni',
      'video',
      'per-second',
      perSecondTiers({ '720p': [24, 36], '1080p': [40, 60] }),
      'Per second by resolution and audio; references are free.',
    ),
    model(
      'video-b-2.6-flash',
      'Video B 2.6 Flash',
      'video',
      'per-second',
      perSecondTiers({ '720p': 12, '1080p': 20 }),
      'Silent; per second by resolution.',
    ),
    model(
      'video-c',
      'Video C',
      'video',
      'per-video',
      videoCTiers(),
      'Per video by variant and resolution; 4, 6 and 8 s cost the same.',
    ),
    model(
      'video-d-pro-fast',
      'Video D Pro Fast',
      'video',
      'per-second',
      perSecondTiers({ '480p': 8, '720p': 14, '1080p': 24 }),
      'Per second by resolution; omit resolution for 480p.',
    ),
    model(
      'tune',
      'Tune',
      'music',
      'per-action',
      MUSIC_ACTIONS.map((action) =>
        tier(action, MUSIC_ACTION_CREDITS[action], { per: 'action', action }),
      ),
      'Per music action; max_mode doubles the price.',
    ),
  ];
  return { credit_to_usd: CREDIT_TO_USD, count: models.length, models };
}
