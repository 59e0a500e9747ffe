// The spec-derived conformance table: hundreds of valid and invalid requests for every
// model and music action, at the boundaries. Replayed against validateSubmit /
// validateMusicAction here and against the sandbox over HTTP elsewhere. Music cases use
// PLACEHOLDER task ids that an HTTP replay replaces with real finished tasks.
import type { ConformanceCase } from './conformance/caseKit';
import { IMAGE_CASES } from './conformance/imageCases';
import { MUSIC_CASES } from './conformance/musicCases';
import { MUSIC_MODE_CASES } from './conformance/musicModeCases';
import { VIDEO_CASES } from './conformance/videoCases';

export type { CaseTarget, ConformanceCase } from './conformance/caseKit';
export { PLACEHOLDER } from './conformance/caseKit';

export const CONFORMANCE_CASES: readonly ConformanceCase[] = [
  ...IMAGE_CASES,
  ...VIDEO_CASES,
  {
    name: 'unknown model',
    target: { model: 'image-z' },
    body: { prompt: 'x' },
    valid: false,
    field: 'model',
  },
  {
    name: 'image-a body is a string',
    target: { model: 'image-a' },
    body: 'prompt',
    valid: false,
    field: '',
  },
  ...MUSIC_CASES,
  ...MUSIC_MODE_CASES,
];
