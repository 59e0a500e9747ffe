/**
 * A record of human names that follows the active language: each value is a getter that asks
 * the translator at read time, so `ACTION_NAMES[action]` keeps its syntax at every call site and
 * still reads German after a switch to German. Keys, order and enumeration stay those of `keys`.
 */
import { t } from './activeLanguage';
import type { MessageKey } from './translator';

export function translatedRecord<K extends string>(
  keys: readonly K[],
  messageKey: (key: K) => MessageKey,
): Readonly<Record<K, string>> {
  const record = {} as Record<K, string>;
  for (const key of keys)
    Object.defineProperty(record, key, {
      get: () => t(messageKey(key)),
      enumerable: true,
    });
  return Object.freeze(record);
}
