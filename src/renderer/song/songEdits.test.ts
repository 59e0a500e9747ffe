import { describe, expect, it } from 'vitest';
import {
  editActionsFor,
  editIssues,
  editName,
  fadeBody,
  messagesByField,
  nudgeRegion,
  readClock,
  regionBody,
  roundRegion,
} from './songEdits';

const source = { taskId: '0b7e6a52-64a4-4a4b-9c55-1f4c1d8f2a10', audioIndex: 2 };

describe('editActionsFor', () => {
  it('offers the region edits and fades on any track source, none on an analysis', () => {
    expect(editActionsFor('generate')).toEqual({
      region: ['crop', 'remove-section', 'replace-section'],
      fade: ['fade-in', 'fade-out'],
    });
    expect(editActionsFor('crop')).toEqual({
      region: ['crop', 'remove-section', 'replace-section'],
      fade: ['fade-in', 'fade-out'],
    });
    expect(editActionsFor('bpm')).toEqual({ region: [], fade: [] });
  });
});

describe('roundRegion', () => {
  it('keeps a dragged region in whole seconds inside the track, either way round', () => {
    expect(roundRegion({ startS: 12.4, endS: 45.6 }, 60)).toEqual({ startS: 12, endS: 46 });
    expect(roundRegion({ startS: 45.6, endS: 12.4 }, 60)).toEqual({ startS: 12, endS: 46 });
    expect(roundRegion({ startS: -0.3, endS: 19.9 }, 19.6)).toEqual({ startS: 0, endS: 19.6 });
  });
  it('drops a region too short to show as m:ss', () => {
    expect(roundRegion({ startS: 8.1, endS: 8.3 }, 20)).toBeNull();
  });
});

describe('nudgeRegion (Alt+←/→)', () => {
  it('moves the region, keeping its length, and stops at the track’s start and end', () => {
    expect(nudgeRegion({ startS: 5, endS: 10 }, 1, 24)).toEqual({ startS: 6, endS: 11 });
    expect(nudgeRegion({ startS: 5, endS: 10 }, -5, 24)).toEqual({ startS: 0, endS: 5 });
    expect(nudgeRegion({ startS: 2, endS: 7 }, -5, 24)).toEqual({ startS: 0, endS: 5 });
    expect(nudgeRegion({ startS: 17, endS: 22 }, 5, 24)).toEqual({ startS: 19, endS: 24 });
  });
  it('has nothing to move without a region', () => {
    expect(nudgeRegion(null, 1, 24)).toBeNull();
    expect(nudgeRegion({ startS: 9, endS: 4 }, 1, 24)).toBeNull();
  });
});

describe('request bodies', () => {
  it('maps a region and a fade onto the fields the service names', () => {
    expect(regionBody('crop', source, { startS: 12, endS: 45 })).toEqual({
      task_id: source.taskId,
      audio_index: 2,
      start_s: 12,
      end_s: 45,
    });
    expect(regionBody('remove-section', source, { startS: 3, endS: 9 })).toEqual({
      task_id: source.taskId,
      audio_index: 2,
      start_s: 3,
      end_s: 9,
    });
    expect(regionBody('replace-section', source, { startS: 3, endS: 9 }, '  New words  ')).toEqual({
      task_id: source.taskId,
      audio_index: 2,
      start_s: 3,
      end_s: 9,
      infill_lyrics: 'New words',
    });
    // Lyrics go only with replace-section, and only when given.
    expect(regionBody('replace-section', source, { startS: 3, endS: 9 }, '   ')).not.toHaveProperty(
      'infill_lyrics',
    );
    expect(regionBody('crop', source, { startS: 3, endS: 9 }, 'ignored')).not.toHaveProperty(
      'infill_lyrics',
    );
    expect(fadeBody(source, 3)).toEqual({
      task_id: source.taskId,
      audio_index: 2,
      fade_duration: 3,
    });
  });
});

describe('editIssues', () => {
  it('passes a region inside the track and a fade no longer than it', () => {
    expect(editIssues('crop', regionBody('crop', source, { startS: 0, endS: 20 }), 20)).toEqual([]);
    expect(editIssues('fade-out', fadeBody(source, 20), 20)).toEqual([]);
  });
  it('names the field and the rule for a backwards, empty or too long region', () => {
    expect(
      messagesByField(editIssues('crop', regionBody('crop', source, { startS: 30, endS: 12 }), 60)),
    ).toEqual({ end_s: 'must be after the region start (0:30)' });
    expect(
      messagesByField(
        editIssues(
          'remove-section',
          regionBody('remove-section', source, { startS: 5, endS: 5 }),
          60,
        ),
      )['end_s'],
    ).toBe('must be after the region start (0:05)');
    expect(
      messagesByField(editIssues('crop', regionBody('crop', source, { startS: 25, endS: 45 }), 20)),
    ).toEqual({
      start_s: 'must be before the end of the track (it is 0:20 long)',
      end_s: 'must not be past the end of the track (it is 0:20 long)',
    });
  });
  it('refuses a fade of zero or longer than the track', () => {
    expect(
      messagesByField(editIssues('fade-in', fadeBody(source, 0), 20))['fade_duration'],
    ).toMatch(/greater than 0/);
    expect(messagesByField(editIssues('fade-in', fadeBody(source, 21), 20))).toEqual({
      fade_duration: 'must not be longer than the track (it is 0:20 long)',
    });
  });
  it('checks replace-section lyrics with the shared limit', () => {
    const long = regionBody('replace-section', source, { startS: 1, endS: 5 }, 'la '.repeat(2000));
    expect(Object.keys(messagesByField(editIssues('replace-section', long, 20)))).toEqual([
      'infill_lyrics',
    ]);
  });
});

describe('readClock', () => {
  it('reads m:ss or seconds and says what is wrong otherwise', () => {
    expect(readClock('0:45', 'start_s')).toEqual({ seconds: 45, issue: null });
    expect(readClock('1:05', 'end_s').seconds).toBe(65);
    expect(readClock('12', 'end_s').seconds).toBe(12);
    expect(readClock('', 'end_s').issue?.message).toBe('end_s: enter a time as m:ss, e.g. 0:45');
    expect(readClock('0:75', 'start_s').issue?.message).toBe(
      'start_s: "0:75" is not a time; use m:ss, e.g. 0:45',
    );
  });
});

describe('editName', () => {
  it('says the edit with its times in m:ss', () => {
    expect(editName('crop', { startS: 12, endS: 45 })).toBe('Crop to 0:12–0:45');
    expect(editName('remove-section', { startS: 72, endS: 81 })).toBe('Remove 1:12–1:21');
    expect(editName('replace-section', { startS: 0, endS: 9 })).toBe('Replace 0:00–0:09');
    expect(editName('fade-in', 3)).toBe('Fade in 0:03');
    expect(editName('fade-out', 5)).toBe('Fade out 0:05');
  });
});
