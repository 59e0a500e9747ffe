// Owns what follows the user from one model's (or action's) form to the next when they
// switch. The rule, chosen so that nothing typed is lost:
//  1. The form being left is kept as its own draft first (the caller flushes it).
//  2. The next form opens on its own draft, or fresh.
//  3. Each field the two share (same name, compatible kind) takes the left form's value when
//     the user typed it there more recently than the next draft's value, or the next draft has
//     none. An older value is never carried over a newer one, and an empty one never carries
//     (clearing a prompt here does not wipe the next model's).
//  4. Text always carries: its counter says what is too long for the next model. Any other
//     value carries only when the next model accepts it as it is, so a switch never turns a
//     good value into an error (a 21:9 ratio or a 12 s duration stays behind in its own draft).
import { fieldSchema, type FieldSpec } from '../../shared/service';
import { wireValue } from './buildBody';
import type { Draft } from './drafts';
import { targetFields } from './formView';
import type { GenerateTarget } from './generateTargets';

export interface DraftOf {
  target: GenerateTarget;
  draft: Draft;
}

const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'string']);

function compatibleKinds(from: FieldSpec, to: FieldSpec): boolean {
  return from.kind === to.kind || (TEXT_KINDS.has(from.kind) && TEXT_KINDS.has(to.kind));
}

/** The value as the next field would hold it, or undefined when it should stay behind. */
export function carriedValue(from: FieldSpec, to: FieldSpec, value: unknown): unknown {
  if (!compatibleKinds(from, to)) return undefined;
  const wire = wireValue(to, value);
  if (wire === undefined) return undefined;
  if (TEXT_KINDS.has(to.kind)) return value;
  return fieldSchema(to).safeParse(wire).success ? value : undefined;
}

/** The next form's draft with the left form's newer values carried in, and the names carried. */
export function carryOver(from: DraftOf, to: DraftOf): { draft: Draft; carried: string[] } {
  const fromFields = new Map(targetFields(from.target).map((field) => [field.name, field]));
  const values = { ...to.draft.values };
  const editedAt = { ...to.draft.editedAt };
  const carried: string[] = [];
  for (const field of targetFields(to.target)) {
    const source = fromFields.get(field.name);
    const typedAt = from.draft.editedAt[field.name];
    if (!source || typedAt === undefined || typedAt <= (editedAt[field.name] ?? -Infinity))
      continue;
    const value = carriedValue(source, field, from.draft.values[field.name]);
    if (value === undefined) continue;
    values[field.name] = value;
    editedAt[field.name] = typedAt;
    carried.push(field.name);
  }
  return { draft: { mode: to.draft.mode, values, editedAt }, carried };
}
