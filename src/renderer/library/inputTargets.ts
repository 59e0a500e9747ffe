// Owns "Use as input": which forms a library result can fill, through which URL field, and
// the Generate link that fills it. The service takes inputs only as public links, so a
// result is sent as its ORIGINAL service URL (AssetView.sourceUrl); a file that never came
// from the service as a link, or a frame that was never uploaded, cannot be used, and the
// reason says so plainly. The check that the link still answers runs at preflight (main).
import { t } from '../../shared/i18n/activeLanguage';
import type { AssetView } from '../../shared/ipc/library';
import type { GenerateTarget } from '../generate/generateTargets';
import { generateLinkForTarget } from '../generate/generateRoute';

export interface InputTarget {
  target: GenerateTarget;
  /** The URL field the result fills. */
  field: 'image_urls' | 'audio_url' | 'audio_urls';
}

export type InputUse =
  | { kind: 'targets'; groups: { label: string; targets: InputTarget[] }[] }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'none' };

const IMAGE_MODELS = [
  'image-a',
  'image-a-2-lite',
  'image-b-2.0',
  'image-b-2.0-pro',
  'image-c-4',
] as const;
const VIDEO_MODELS = [
  'video-a-v3',
  'video-a-v3-omni',
  'video-b-2.6-flash',
  'video-c',
  'video-d-pro-fast',
] as const;

export const neverALink = (): string => t('library.input.neverALink');
export const frameNeverUploaded = (): string => t('library.input.frameNeverUploaded');

/** Where a library result can go as an input, or why it cannot. */
export function inputUseOf(asset: Pick<AssetView, 'kind' | 'sourceUrl'>): InputUse {
  if (asset.kind === 'video') return { kind: 'unavailable', reason: frameNeverUploaded() };
  if (asset.kind !== 'image' && asset.kind !== 'audio') return { kind: 'none' };
  if (!asset.sourceUrl) return { kind: 'unavailable', reason: neverALink() };
  if (asset.kind === 'image') {
    return {
      kind: 'targets',
      groups: [
        {
          label: t('library.input.imageToEdit'),
          targets: IMAGE_MODELS.map((model) => ({ target: { model }, field: 'image_urls' })),
        },
        {
          label: t('library.input.videoFirstFrame'),
          targets: VIDEO_MODELS.map((model) => ({ target: { model }, field: 'image_urls' })),
        },
      ],
    };
  }
  return {
    kind: 'targets',
    groups: [
      {
        label: t('library.input.trackAsSource'),
        targets: [
          { target: { action: 'upload-cover' }, field: 'audio_url' },
          { target: { action: 'upload-extend' }, field: 'audio_url' },
          { target: { action: 'upload' }, field: 'audio_url' },
          { target: { action: 'inspo' }, field: 'audio_urls' },
        ],
      },
    ],
  };
}

/** The Generate link that opens `input.target` with `url` in its field (a video also as image-to-video). */
export function inputLink(input: InputTarget, url: string): string {
  const params = new URLSearchParams();
  params.append(input.field, url);
  if ('model' in input.target && input.target.model.startsWith('video-'))
    params.set('type', 'image-to-video');
  return `${generateLinkForTarget(input.target)}&${params.toString()}`;
}
