/** The help line under a list of links: the field's help, how many links it takes, and the drop hint, as the catalog composes them. */
import { t } from '../../shared/i18n/activeLanguage';

/**
 * How many links the field takes, as a sentence of its own: the help before it ends with its
 * own full stop, so the count is never glued onto it ("…diese. (höchstens 10).").
 */
export function countRule(min: number | undefined, max: number | undefined): string {
  if (min && max) return t('generate.url.countBetween', { min, max });
  if (min) return t('generate.url.countAtLeast', { min });
  if (max) return t('generate.url.countAtMost', { max });
  return '';
}

/** One line in the language's own sentence spacing (Japanese and Chinese put none between sentences). */
export function urlListHelp(
  help: string,
  min: number | undefined,
  max: number | undefined,
): string {
  const limits = countRule(min, max);
  const drop = t('generate.url.drop');
  return limits
    ? t('generate.url.helpLine', { help, limits, drop })
    : t('generate.url.helpLineNoLimits', { help, drop });
}
