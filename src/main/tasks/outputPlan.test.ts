import { describe, expect, it } from 'vitest';
import { planOutputs, trackTitle } from './outputPlan';

describe('track titles', () => {
  it('names each stem of a stems result after its part', () => {
    const tracks = ['lead_vocal', 'drum_kit', 'bass'].map((stem, position) => ({ index: position + 1, stem, title: 'Night Drive', audio_url: `https://x/${position}.mp3` }));
    const titles = planOutputs('music', { task_id: 't', status: 'SUCCEEDED', result: { tracks } })
      .filter((output) => output.assetKind === 'audio')
      .map((output) => output.title);
    expect(titles).toEqual(['Night Drive – lead vocal', 'Night Drive – drum kit', 'Night Drive – bass']);
  });

  it('keeps a plain track title, and uses the part alone when there is no title', () => {
    expect(trackTitle('Night Drive', null)).toBe('Night Drive');
    expect(trackTitle(null, 'synth_pad')).toBe('synth pad');
    expect(trackTitle(null, '  ')).toBeNull();
    expect(trackTitle('Song', 'x'.repeat(500))).toHaveLength('Song – '.length + 60);
  });
});
