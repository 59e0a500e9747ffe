/**
 * Counts as the interface writes them: "1,204 items", "1 item", with the chosen language's
 * digits. The noun is English and only made plural by an "s": new code writes counted words
 * as an ICU plural in the catalogs (shared/i18n) instead.
 */
import { formatNumber } from '../../shared/format/number';

export function formatCount(count: number, noun?: string): string {
  const number = formatNumber(count, { maximumFractionDigits: 0 });
  return noun === undefined ? number : `${number} ${noun}${count === 1 ? '' : 's'}`;
}
