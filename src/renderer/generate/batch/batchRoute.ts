// Owns the batch part of the Generate page's deep link: `#/generate?model=…&batch=<text>` (or
// `action=`) opens the batch panel with that source filled in (the prompt library sends its
// templates this way). The model or action itself is followed by generateRoute.ts.

/** The batch source a hash carries, or null when it carries none (or is another page's). */
export function batchSourceOfHash(hash: string): string | null {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  if (path !== 'generate') return null;
  const text = new URLSearchParams(query).get('batch');
  return text !== null && text.trim() !== '' ? text : null;
}

/** The link that opens a target's batch panel with `source` in it. */
export function batchLinkFor(
  target: { model: string } | { action: string },
  source: string,
): string {
  const head =
    'model' in target
      ? `model=${encodeURIComponent(target.model)}`
      : `action=${encodeURIComponent(target.action)}`;
  return `#/generate?${head}&batch=${encodeURIComponent(source)}`;
}
