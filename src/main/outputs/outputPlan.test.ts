import { describe, expect, it } from 'vitest';
import { planOutputs, stemName } from './outputPlan';

describe('stems in the output plan', () => {
  it('carries each stem track part next to its title', () => {
    const tracks = ['lead_vocal', 'drum_kit', 'bass'].map((stem, position) => ({
      index: position + 1,
      stem,
      title: 'Night Drive',
      audio_url: `https://x/${position}.mp3`,
    }));
    const audio = planOutputs('music', {
      task_id: 't',
      status: 'SUCCEEDED',
      result: { tracks },
    }).filter((output) => output.assetKind === 'audio');
    expect(audio.map((output) => [output.title, output.stem])).toEqual([
      ['Night Drive', 'lead vocal'],
      ['Night Drive', 'drum kit'],
      ['Night Drive', 'bass'],
    ]);
  });

  it('words a part plainly and bounds it', () => {
    expect(stemName('synth_pad')).toBe('synth pad');
    expect(stemName('  ')).toBeNull();
    expect(stemName(null)).toBeNull();
    expect(stemName('x'.repeat(500))).toHaveLength(60);
  });
});
