/** The one way credits are written, in the renderer and in messages main builds ("1,250 credits"). */
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fractional = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1,250 credits" (fractions kept to 2 places when present). */
export function formatCredits(credits: number, options: { unit?: boolean } = {}): string {
  const text = Number.isInteger(credits) ? integer.format(credits) : fractional.format(credits);
  if (options.unit === false) return text;
  return `${text} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;
}
