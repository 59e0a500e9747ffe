/**
 * Owns what a credit is worth in dollars, and the one exception: Sandbox credits are free test
 * credits (play money), so they never have a dollar value — not in the header, the forms, the
 * catalog, the Spending page nor its CSV. Main (balance, spending) and the renderer (catalog
 * view) both ask here.
 */

/** What a new Sandbox account starts with: the embedded sandbox's default, and what the first run promises. */
export const SANDBOX_STARTING_CREDITS = 10_000;

/** The profile whose credits are free test credits. */
export const SANDBOX_PROFILE_ID = 'sandbox';

/** Dollars per credit for this profile, or null when its credits have no dollar value (the Sandbox) or the rate is unknown. */
export function dollarsPerCredit(
  profileId: string,
  catalog: { credit_to_usd: number } | null | undefined,
): number | null {
  if (profileId === SANDBOX_PROFILE_ID) return null;
  const rate = catalog?.credit_to_usd;
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : null;
}
