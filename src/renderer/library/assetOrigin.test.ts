import { describe, expect, it } from 'vitest';
import type { AssetView } from '../../shared/ipc/library';
import { assetApiOrigin, assetOrigin } from './assetPresentation';

const asset = (model: string, action: string | null, trackIndex: number | null): AssetView =>
  ({ model, action, trackIndex }) as AssetView;

describe('assetOrigin', () => {
  it('says how an asset was made in human names, with the API names kept apart as detail', () => {
    expect(assetOrigin(asset('tune', 'generate', 1))).toBe('New song · track 1');
    expect(assetOrigin(asset('tune', 'stems-all', 3))).toBe('Separate all stems · track 3');
    expect(assetOrigin(asset('image-a', null, null), { 'image-a': 'Image A' })).toBe('Image A');
    // Before the catalog loads (or for a model it no longer lists) the key is all there is.
    expect(assetOrigin(asset('video-x', null, null))).toBe('video-x');
    expect(assetApiOrigin(asset('tune', 'stems-all', 3))).toBe('tune · stems-all · track 3');
  });
});
