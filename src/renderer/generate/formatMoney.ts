// Owns how credits and their USD value read on the Generate page.
export function formatCredits(credits: number): string {
  return `${credits.toLocaleString('en-US')} credit${credits === 1 ? '' : 's'}`;
}

/** USD for credits at the catalog's rate, or null when the rate is unknown. */
export function formatUsd(credits: number, creditToUsd: number | null): string | null {
  if (creditToUsd === null || !Number.isFinite(creditToUsd)) return null;
  const usd = credits * creditToUsd;
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: usd < 1 ? 4 : 2 })}`;
}
