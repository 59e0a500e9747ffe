// Owns the Generate form's drafts: what the user typed for each model or action, kept in the
// renderer's localStorage (persistent in Electron's default session), so switching model,
// leaving the page or restarting loses nothing. An entry is versioned JSON checked against
// the target's field table on the way in: a corrupt, foreign, oversized or out-of-date entry
// is ignored, never trusted and never a crash. Writes are debounced and can be flushed.
import type { FieldSpec, MusicMode } from '../../shared/service';
import { targetFields, initialMode } from './formView';
import { targetKey, toGenerateTarget, type GenerateTarget } from './generateTargets';

export const DRAFT_VERSION = 1;
export const DRAFT_PREFIX = 'atelier.generate.draft.';
export const LAST_TARGET_KEY = 'atelier.generate.lastTarget';
/** Far above any field's limit (the longest prompt is 20,000 bytes); larger entries are not kept. */
export const MAX_DRAFT_CHARS = 262_144;
const MAX_LIST_ITEMS = 64;

export interface Draft {
  mode: MusicMode | null;
  values: Record<string, unknown>;
  /** When the user last changed each value (ms since the epoch): the newer word wins a carry-over. */
  editedAt: Record<string, number>;
}

/** The part of `Storage` drafts use (tests pass a Map-backed one). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftKey(target: GenerateTarget): string {
  return `${DRAFT_PREFIX}${targetKey(target)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isListOf = (value: unknown, item: (entry: unknown) => boolean): value is unknown[] =>
  Array.isArray(value) && value.length <= MAX_LIST_ITEMS && value.every(item);
const isText = (value: unknown): value is string => typeof value === 'string';

/** True when a value has the shape the field's control holds (numbers may be half-typed text). */
export function fitsControl(field: FieldSpec, value: unknown): boolean {
  switch (field.kind) {
    case 'text':
    case 'string':
    case 'enum':
    case 'url':
    case 'uuid':
      return isText(value);
    case 'integer':
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) || isText(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'url-list':
    case 'string-list':
    case 'uuid-pair':
      return isListOf(value, isText);
    case 'int-pair':
      return isListOf(
        value,
        (item) =>
          item === null || isText(item) || (typeof item === 'number' && Number.isFinite(item)),
      );
  }
}

/** JSON keeps an empty pair slot as null; the form holds it as undefined. */
const fromJson = (value: unknown): unknown =>
  Array.isArray(value) ? value.map((item: unknown) => (item === null ? undefined : item)) : value;

/** A stored entry read back for a target, or null when it is missing or not to be trusted. */
export function parseDraft(target: GenerateTarget, text: string | null): Draft | null {
  if (text === null || text.length > MAX_DRAFT_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed['v'] !== DRAFT_VERSION || parsed['target'] !== targetKey(target))
    return null;
  const { values, editedAt, mode } = parsed;
  if (!isRecord(values) || !isRecord(editedAt)) return null;
  const fresh = initialMode(target);
  const draft: Draft = {
    mode: fresh === null ? null : mode === 'custom' || mode === 'inspiration' ? mode : fresh,
    values: {},
    editedAt: {},
  };
  for (const field of targetFields(target)) {
    if (
      !Object.prototype.hasOwnProperty.call(values, field.name) ||
      !fitsControl(field, values[field.name])
    )
      continue;
    draft.values[field.name] = fromJson(values[field.name]);
    const at = editedAt[field.name];
    if (typeof at === 'number' && Number.isFinite(at)) draft.editedAt[field.name] = at;
  }
  return draft;
}

/** The entry to store, or null when it would be larger than a draft may be. */
export function serializeDraft(target: GenerateTarget, draft: Draft): string | null {
  const text = JSON.stringify({
    v: DRAFT_VERSION,
    target: targetKey(target),
    mode: draft.mode,
    values: draft.values,
    editedAt: draft.editedAt,
  });
  return text.length > MAX_DRAFT_CHARS ? null : text;
}

export interface DraftStore {
  read(target: GenerateTarget): Draft | null;
  /** Stores a draft after a quiet moment; a newer one for the same target replaces it. */
  schedule(target: GenerateTarget, draft: Draft): void;
  /** Writes every scheduled draft now (before a switch, when the page goes away). */
  flush(): void;
  /** Forgets a target's draft, stored or scheduled (submitted, or reset by the user). */
  clear(target: GenerateTarget): void;
  /** The target the page showed last, so coming back opens it again. */
  lastTarget(): GenerateTarget | null;
  rememberTarget(target: GenerateTarget): void;
}

export interface DraftTimers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const defaultTimers: DraftTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Storage calls may throw (quota, disabled storage): a draft is a convenience, never a crash. */
function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function createDraftStore(
  storage: DraftStorage,
  delayMs = 400,
  timers: DraftTimers = defaultTimers,
): DraftStore {
  const pending = new Map<string, { target: GenerateTarget; draft: Draft }>();
  let timer: unknown = null;

  const write = (target: GenerateTarget, draft: Draft) => {
    const text = serializeDraft(target, draft);
    if (text !== null) attempt(() => storage.setItem(draftKey(target), text), undefined);
  };
  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const due = [...pending.values()];
    pending.clear();
    for (const { target, draft } of due) write(target, draft);
  };

  return {
    read: (target) =>
      parseDraft(
        target,
        attempt(() => storage.getItem(draftKey(target)), null),
      ),
    schedule(target, draft) {
      pending.set(targetKey(target), { target, draft });
      if (timer !== null) timers.clear(timer);
      timer = timers.set(flush, delayMs);
    },
    flush,
    clear(target) {
      pending.delete(targetKey(target));
      attempt(() => storage.removeItem(draftKey(target)), undefined);
    },
    lastTarget() {
      const key = attempt(() => storage.getItem(LAST_TARGET_KEY), null) ?? '';
      const [kind, name = ''] = key.split(':', 2);
      if (kind === 'model') return toGenerateTarget({ model: name });
      if (kind === 'action') return toGenerateTarget({ action: name });
      return null;
    },
    rememberTarget: (target) =>
      attempt(() => storage.setItem(LAST_TARGET_KEY, targetKey(target)), undefined),
  };
}
