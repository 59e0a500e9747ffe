/** Counts as the interface writes them: "1,204 items", "1 item" (one number format everywhere). */
export function formatCount(count: number, noun?: string): string {
  const number = count.toLocaleString('en-US');
  return noun === undefined ? number : `${number} ${noun}${count === 1 ? '' : 's'}`;
}
