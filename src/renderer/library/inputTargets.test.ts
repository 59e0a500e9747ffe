import { describe, expect, it } from 'vitest';
import { parseGenerateHash } from '../generate/generateRoute';
import { frameNeverUploaded, inputLink, inputUseOf, neverALink } from './inputTargets';

const url = 'http://127.0.0.1:9/files/0b9c-1.png?x=1,2';

describe('use as input', () => {
  it('offers image models and video first frames for an image, the upload actions and inspo for a track', () => {
    const image = inputUseOf({ kind: 'image', sourceUrl: url });
    expect(
      image.kind === 'targets' &&
        image.groups.flatMap((group) =>
          group.targets.map(
            (item) =>
              `${'model' in item.target ? item.target.model : item.target.action}:${item.field}`,
          ),
        ),
    ).toEqual([
      'image-a:image_urls',
      'image-a-2-lite:image_urls',
      'image-b-2.0:image_urls',
      'image-b-2.0-pro:image_urls',
      'image-c-4:image_urls',
      'video-a-v3:image_urls',
      'video-a-v3-omni:image_urls',
      'video-b-2.6-flash:image_urls',
      'video-c:image_urls',
      'video-d-pro-fast:image_urls',
    ]);
    const track = inputUseOf({ kind: 'audio', sourceUrl: url });
    expect(
      track.kind === 'targets' &&
        track.groups[0]?.targets.map(
          (item) => `${'action' in item.target ? item.target.action : ''}:${item.field}`,
        ),
    ).toEqual([
      'upload-cover:audio_url',
      'upload-extend:audio_url',
      'upload:audio_url',
      'inspo:audio_urls',
    ]);
  });

  it('says plainly why a local file or a video frame cannot be used, and offers nothing for lyrics', () => {
    expect(inputUseOf({ kind: 'image', sourceUrl: null })).toEqual({
      kind: 'unavailable',
      reason: neverALink(),
    });
    expect(inputUseOf({ kind: 'video', sourceUrl: url })).toEqual({
      kind: 'unavailable',
      reason: frameNeverUploaded(),
    });
    expect(inputUseOf({ kind: 'lyrics', sourceUrl: null })).toEqual({ kind: 'none' });
  });

  it('builds links the Generate page reads back into the form, URL intact, a video as image-to-video', () => {
    const edit = parseGenerateHash(
      inputLink({ target: { model: 'image-a' }, field: 'image_urls' }, url),
    );
    expect(edit.target).toEqual({ model: 'image-a' });
    expect(edit.prefill?.values).toEqual({ image_urls: [url] });
    const frame = parseGenerateHash(
      inputLink({ target: { model: 'video-d-pro-fast' }, field: 'image_urls' }, url),
    );
    expect(frame.prefill?.values).toEqual({ image_urls: [url], type: 'image-to-video' });
    const cover = parseGenerateHash(
      inputLink({ target: { action: 'upload-cover' }, field: 'audio_url' }, url),
    );
    expect(cover.prefill?.values).toEqual({ audio_url: url });
    const inspo = parseGenerateHash(
      inputLink({ target: { action: 'inspo' }, field: 'audio_urls' }, url),
    );
    expect(inspo.prefill?.values).toEqual({ audio_urls: [url] });
  });
});
