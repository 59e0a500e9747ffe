import { describe, expect, it } from 'vitest';
import { MUSIC_ACTIONS } from '../../shared/service';
import { actionsForTrack } from './trackActions';
import {
  FORM_FIELDS,
  ONE_STEP_ACTIONS,
  formBody,
  formFields,
  formProblems,
  initialValues,
  needsForm,
} from './trackActionForms';

const source = {
  taskId: '11111111-2222-4333-8444-555555555555',
  audioIndex: 2,
  title: 'Quay Lights',
  style: 'soft folk',
};
const start = { source, durationS: 62.4, range: null, point: null };

describe('track action forms', () => {
  it('covers every action a track offers: at once or with a form, never a link away', () => {
    const offered = new Set([
      ...actionsForTrack('generate'),
      ...actionsForTrack('upload'),
      ...actionsForTrack('extend'),
    ]);
    for (const action of offered)
      expect(needsForm(action) || ONE_STEP_ACTIONS.includes(action), action).toBe(true);
  });

  it('draws only rows of the shared field table', () => {
    for (const action of MUSIC_ACTIONS) {
      const wanted = FORM_FIELDS[action];
      if (!wanted) continue;
      const body = formBody(action, source, initialValues(action, start));
      // Rows a mode hides may be left out; none is invented.
      for (const field of formFields(action, body)) expect(wanted).toContain(field.name);
    }
    expect(formFields('persona', {}).map((field) => field.name)).toEqual([
      'name',
      'description',
      'start_s',
      'end_s',
    ]);
  });

  it('starts a range form on the waveform range, else on the whole track', () => {
    expect(
      initialValues('replace-section', { ...start, range: { startS: 12.34, endS: 20.06 } }),
    ).toMatchObject({
      start_s: 12.3,
      end_s: 20.1,
    });
    expect(initialValues('crop', start)).toEqual({ start_s: 0, end_s: 62.4 });
    expect(initialValues('extend', { ...start, point: 43.2 })).toMatchObject({ continue_at: 43 });
    expect(initialValues('cover', start)).toEqual({ title: 'Quay Lights', style: 'soft folk' });
  });

  it('sends the track and the values set, empty ones left out', () => {
    expect(
      formBody('replace-section', source, {
        start_s: 10,
        end_s: 20,
        infill_lyrics: '  New line ',
        style: '',
      }),
    ).toEqual({
      task_id: source.taskId,
      audio_index: 2,
      start_s: 10,
      end_s: 20,
      infill_lyrics: 'New line',
    });
    expect(formBody('remaster', source, { variation_category: 'high' })).toMatchObject({
      variation_category: 'high',
    });
  });

  it('names the field and the rule of a request it can tell is invalid', () => {
    const persona = formBody('persona', source, { name: '', start_s: 0, end_s: 20 });
    expect(formProblems('persona', persona, 62.4)['name']).toBeTruthy();
    const backwards = formBody('crop', source, { start_s: 30, end_s: 10 });
    expect(formProblems('crop', backwards, 62.4)['end_s']).toMatch(/after the region start/);
    const pastEnd = formBody('crop', source, { start_s: 10, end_s: 90 });
    expect(formProblems('crop', pastEnd, 62.4)['end_s']).toMatch(/past the end of the track/);
    const fine = formBody('persona', source, { name: 'Harbour voice', start_s: 0, end_s: 20 });
    expect(formProblems('persona', fine, 62.4)).toEqual({});
  });
});
