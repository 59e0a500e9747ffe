/**
 * Owns reading one CSV cell as the value of a field, by the field's kind: numbers, yes/no,
 * lists separated by `|`. A cell that cannot be read as its kind is named with the rule it
 * breaks ("a number"); whether the value is allowed (ranges, choices) is the validator's call.
 */
import type { FieldSpec } from '../service/fieldSpec';

export type UnreadableRule = 'number' | 'yesNo' | 'twoItems';

export type CellRead =
  | { kind: 'empty' }
  | { kind: 'value'; value: unknown }
  | { kind: 'unreadable'; rule: UnreadableRule };

const YES = new Set(['true', 'yes', '1', 'y']);
const NO = new Set(['false', 'no', '0', 'n']);

const items = (cell: string): string[] =>
  cell
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function numberOf(text: string): number | null {
  const parsed = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
}

export function cellValue(field: FieldSpec, cell: string): CellRead {
  const trimmed = cell.trim();
  if (trimmed === '') return { kind: 'empty' };
  switch (field.kind) {
    case 'text':
    case 'string':
      return { kind: 'value', value: cell };
    case 'integer':
    case 'number': {
      const parsed = numberOf(trimmed);
      return parsed === null
        ? { kind: 'unreadable', rule: 'number' }
        : { kind: 'value', value: parsed };
    }
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (YES.has(word)) return { kind: 'value', value: true };
      if (NO.has(word)) return { kind: 'value', value: false };
      return { kind: 'unreadable', rule: 'yesNo' };
    }
    case 'url-list':
    case 'string-list':
      return { kind: 'value', value: items(trimmed) };
    case 'uuid-pair': {
      const pair = items(trimmed);
      return pair.length === 2
        ? { kind: 'value', value: pair }
        : { kind: 'unreadable', rule: 'twoItems' };
    }
    case 'int-pair': {
      const pair = items(trimmed).map(numberOf);
      if (pair.length !== 2) return { kind: 'unreadable', rule: 'twoItems' };
      return pair.every((item) => item !== null)
        ? { kind: 'value', value: pair }
        : { kind: 'unreadable', rule: 'number' };
    }
    default:
      return { kind: 'value', value: trimmed };
  }
}
