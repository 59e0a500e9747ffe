/** Credit and money formatting shared by the header, catalog, tasks and forms, in the chosen language. */
import { numberFormat } from '../../shared/format/number';

// Written once in shared/ so main's messages (budget lines) use the same words.
export { formatCredits } from '../../shared/format/credits';

export function creditsToUsd(
  credits: number,
  creditToUsd: number | null | undefined,
): number | null {
  if (creditToUsd === null || creditToUsd === undefined || !Number.isFinite(creditToUsd))
    return null;
  return credits * creditToUsd;
}

/** "$1.25" ("1,25 $" in German); tiny amounts keep enough digits to be non-zero ("$0.005"). */
export function formatUsd(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || !Number.isFinite(usd)) return '—';
  const absolute = Math.abs(usd);
  const digits =
    absolute === 0 || absolute >= 0.01 ? 2 : Math.min(6, 1 - Math.floor(Math.log10(absolute)));
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, digits),
  }).format(usd);
}

/** "$1.25" for credits at the catalog's rate, or null when the rate is unknown. */
export function formatCreditsUsd(
  credits: number,
  creditToUsd: number | null | undefined,
): string | null {
  const usd = creditsToUsd(credits, creditToUsd);
  return usd === null ? null : formatUsd(usd);
}
