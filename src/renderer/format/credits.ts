/** Credit and money formatting shared by the header, catalog, tasks and forms. */

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fractional = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1,250 credits" (fractions kept to 2 places when present). */
export function formatCredits(credits: number, options: { unit?: boolean } = {}): string {
  const text = Number.isInteger(credits) ? integer.format(credits) : fractional.format(credits);
  if (options.unit === false) return text;
  return `${text} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;
}

export function creditsToUsd(credits: number, creditToUsd: number | null | undefined): number | null {
  if (creditToUsd === null || creditToUsd === undefined || !Number.isFinite(creditToUsd)) return null;
  return credits * creditToUsd;
}

/** "$1.25"; tiny amounts keep enough digits to be non-zero ("$0.005"). */
export function formatUsd(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || !Number.isFinite(usd)) return '—';
  const absolute = Math.abs(usd);
  const digits = absolute === 0 || absolute >= 0.01 ? 2 : Math.min(6, 1 - Math.floor(Math.log10(absolute)));
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, digits),
  }).format(usd);
}

/** "$1.25" for credits at the catalog's rate, or null when the rate is unknown. */
export function formatCreditsUsd(credits: number, creditToUsd: number | null | undefined): string | null {
  const usd = creditsToUsd(credits, creditToUsd);
  return usd === null ? null : formatUsd(usd);
}
