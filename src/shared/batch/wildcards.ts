/**
 * Owns wildcard expansion in a batch's lines: `a {red|blue|green} car` is three prompts, and
 * two groups multiply (`{a|b} {c|d}` is four). The count is computed before anything is
 * expanded, so a line that would make millions is refused at once, naming the cap.
 */

export type WildcardResult =
  | { ok: true; texts: string[] }
  | { ok: false; problem: 'unclosedBrace' | 'emptyChoice' }
  | { ok: false; problem: 'overCap'; count: number };

interface Part {
  choices: string[];
}

/** The fixed text and choice groups of a line, in order; null names a brace left open. */
function parts(line: string): Part[] | 'unclosedBrace' {
  const out: Part[] = [];
  let rest = line;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    if (open < 0) {
      out.push({ choices: [rest] });
      break;
    }
    const close = rest.indexOf('}', open);
    if (close < 0) return 'unclosedBrace';
    if (open > 0) out.push({ choices: [rest.slice(0, open)] });
    out.push({ choices: rest.slice(open + 1, close).split('|') });
    rest = rest.slice(close + 1);
  }
  return out;
}

/** How many texts a line expands to (1 for a line without braces); null when unreadable. */
export function wildcardCount(line: string): number | null {
  const found = parts(line);
  if (found === 'unclosedBrace') return null;
  return found.reduce((count, part) => count * part.choices.length, 1);
}

/** Every text of a line, in reading order; refused when they would be more than `cap`. */
export function expandWildcards(line: string, cap: number): WildcardResult {
  const found = parts(line);
  if (found === 'unclosedBrace') return { ok: false, problem: 'unclosedBrace' };
  if (found.some((part) => part.choices.length > 1 && part.choices.some((c) => c.trim() === '')))
    return { ok: false, problem: 'emptyChoice' };
  const count = found.reduce((total, part) => total * part.choices.length, 1);
  if (count > cap) return { ok: false, problem: 'overCap', count };
  let texts = [''];
  for (const part of found)
    texts = texts.flatMap((head) => part.choices.map((choice) => head + choice));
  return { ok: true, texts };
}
