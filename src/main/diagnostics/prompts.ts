/**
 * What counts as a prompt, and removing it: the user's own words (prompt, lyrics, style,
 * title…) leave the machine in a diagnostics zip only when they tick "Include my prompts".
 * The logger never writes them; this scrubs whatever might still quote one (a service's
 * error message, a renderer error) before it goes into the zip.
 */

/** Request fields that hold the user's words (src/shared/service's free-text fields). */
export const PROMPT_FIELDS: ReadonlySet<string> = new Set([
  'prompt',
  'negative_prompt',
  'lyrics',
  'style',
  'title',
  'negative_tags',
  'text',
  'description',
]);

export const PROMPT_REMOVED = '[prompt removed]';

/** The prompt texts of a request body and its summary, longest first. */
export function promptTexts(
  bodies: readonly { body: Record<string, unknown>; summary: string }[],
): string[] {
  const texts = new Set<string>();
  const add = (value: unknown) => {
    // Very short values ("a", "ok") would cut ordinary words out of every line.
    if (typeof value === 'string' && value.trim().length >= 4) texts.add(value.trim());
  };
  for (const { body, summary } of bodies) {
    add(summary);
    for (const [field, value] of Object.entries(body)) if (PROMPT_FIELDS.has(field)) add(value);
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/** The text with every known prompt replaced (also inside JSON, where quotes are escaped). */
export function removePrompts(text: string, prompts: readonly string[]): string {
  let output = text;
  for (const prompt of prompts) {
    output = output.split(prompt).join(PROMPT_REMOVED);
    const escaped = JSON.stringify(prompt).slice(1, -1);
    if (escaped !== prompt) output = output.split(escaped).join(PROMPT_REMOVED);
  }
  return output;
}

/** A copy of a body without its prompt fields. */
export const withoutPrompts = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(body).map(([field, value]) => [
      field,
      PROMPT_FIELDS.has(field) ? PROMPT_REMOVED : value,
    ]),
  );
