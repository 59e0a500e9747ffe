/**
 * Owns timed lyrics: reading an `aligned_lyrics` result (its shape is not fixed by the
 * service, so common spellings are accepted) and finding the line sung at time t.
 */

export interface LyricLine {
  text: string;
  startS: number;
  endS: number;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function numberOf(source: Record<string, unknown>, names: readonly string[]): number | null {
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/** Lines sorted by start; entries without text or times are skipped. Empty when unreadable. */
export function parseAlignedLyrics(value: unknown): LyricLine[] {
  const container = record(value);
  const list = Array.isArray(value)
    ? value
    : Array.isArray(container?.['lines'])
      ? (container['lines'] as unknown[])
      : [];
  const lines: LyricLine[] = [];
  for (const entry of list) {
    const line = record(entry);
    if (!line) continue;
    const text =
      typeof line['text'] === 'string'
        ? line['text']
        : typeof line['line'] === 'string'
          ? line['line']
          : null;
    const startS = numberOf(line, ['start_s', 'startS', 'start']);
    const endS = numberOf(line, ['end_s', 'endS', 'end']);
    if (text === null || startS === null || endS === null || endS < startS) continue;
    lines.push({ text, startS, endS });
  }
  return lines.sort((a, b) => a.startS - b.startS);
}

/**
 * Index of the line to highlight at `timeS`: the last line that has started, kept lit through
 * the gap until the next one starts (so the highlight does not flicker between lines); -1
 * before the first line.
 */
export function lineAt(lines: readonly LyricLine[], timeS: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (lines[middle]!.startS <= timeS) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
