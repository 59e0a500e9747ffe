// Public entry of the service interface: validators, tables, lists, response schemas,
// catalog convention and cost estimator. Import from here, not from the inner files.
export { validateSubmit, validateMusicAction } from './validate';
export type { ValidationIssue, ValidationResult } from './issues';
export { submitSchema, musicActionSchema } from './schemas';
export {
  MODEL_KEYS,
  MODEL_NAMES,
  modelName,
  isModelKey,
  modelKind,
  submitFields,
  type ModelKey,
  type ModelKind,
} from './models';
export type { FieldKind, FieldSpec, FieldTable } from './fieldSpec';
export { findField } from './fieldSpec';
export { fieldSchema, isUuid, HTTP_URL_PATTERN } from './fieldSchema';
export { measureText, measureUnit, type MeasureKind } from './measure';
export {
  MUSIC_ACTIONS,
  isMusicAction,
  musicActionTable,
  takesSourceTrack,
  TRACK_SOURCE_ACTIONS,
  UPLOAD_ONLY_ACTIONS,
  REQUIRED_SOURCE_KIND,
  PERSONA_SOURCE_ACTIONS,
  CUSTOM_MODEL_SOURCE_ACTIONS,
  type MusicAction,
} from './music/actions';
export {
  STEM_TYPES,
  MUSIC_KEYS,
  MUSIC_VERSIONS,
  AUDIO_FORMATS,
  MUSIC_FIELDS,
} from './music/fields';
export { ACTION_NAMES, actionName } from './music/actionNames';
export { STEM_NAMES, stemName, isStemType, type StemType } from './music/stemNames';
export { STATUS_NAMES, statusName } from './statusNames';
export {
  MODE_SWITCHES,
  resolveMode,
  type ModeSwitch,
  type MusicMode,
  type ModeResolution,
} from './music/modes';
export { musicActionFields, type MusicFormView } from './music/formFields';
export * from './envelopes';
export * from './catalog';
export { estimateCost, type CostEstimate, type CostTarget, type PriceWords } from './estimate';
