// Owns the human name of each music action, as a person would say it ("Separate all
// stems"), for every place the app shows an action, in the active language (the catalogs'
// `vocab.action.*`). The API name stays secondary detail.
import type { MessageKey } from '../../i18n/translator';
import { translatedRecord } from '../../i18n/translatedRecord';
import { isMusicAction, MUSIC_ACTIONS, type MusicAction } from './actions';

export const ACTION_NAMES: Readonly<Record<MusicAction, string>> = translatedRecord(
  MUSIC_ACTIONS,
  (action) => `vocab.action.${action}` as MessageKey,
);

/** The human name of any action string the app holds (an unknown one is shown as it is). */
export function actionName(action: string): string {
  return isMusicAction(action) ? ACTION_NAMES[action] : action;
}
