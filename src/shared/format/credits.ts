/** The one way credits are written, in the renderer and in messages main builds ("1,250 credits"), in the chosen language. */
import { t } from '../i18n/activeLanguage';
import { formatNumber } from './number';

/** "1,250 credits", "1.250 Credits" (fractions kept to 2 places when present); the unit always, unless asked not to. */
export function formatCredits(credits: number, options: { unit?: boolean } = {}): string {
  const text = formatNumber(credits, { maximumFractionDigits: Number.isInteger(credits) ? 0 : 2 });
  if (options.unit === false) return text;
  return t('format.credits', { count: Math.abs(credits), amount: text });
}
