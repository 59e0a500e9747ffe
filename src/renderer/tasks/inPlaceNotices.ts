/**
 * Submissions whose outcome a page is already showing in place (the Generate page's side
 * notice), so the app-wide TaskNotifier does not pop a second message over it. One
 * confirmation per job: the in-place one while it is on screen, the toast otherwise.
 */
const shown = new Map<string, number>();

/** Marks a submission as shown in place; the returned function unmarks it. */
export function showInPlace(submissionId: string): () => void {
  shown.set(submissionId, (shown.get(submissionId) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const count = (shown.get(submissionId) ?? 1) - 1;
    if (count <= 0) shown.delete(submissionId);
    else shown.set(submissionId, count);
  };
}

export function isShownInPlace(submissionId: string): boolean {
  return shown.has(submissionId);
}
