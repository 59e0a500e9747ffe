/**
 * The damaged-library question on Electron (startupRecovery.ts decides what each answer does):
 * a message box with the three answers, shown before any window exists. Escape or closing the
 * box is "Quit" (cancelId), the answer that changes nothing.
 */
import { app, dialog } from 'electron';
import {
  RECOVERY_CHOICES,
  recoveryQuestion,
  type DamagedLibrary,
  type RecoveryChoice,
} from '../app/startupRecovery';
import { speakStartupLanguage } from '../i18n/startupLanguage';

export async function askAboutDamagedLibrary(damaged: DamagedLibrary): Promise<RecoveryChoice> {
  // Asked before the services are up: the language chosen in Settings, read from its file, else the OS's.
  speakStartupLanguage(app.getPath('userData'), app.getPreferredSystemLanguages());
  const question = recoveryQuestion(damaged);
  const quit = RECOVERY_CHOICES.findIndex((each) => each.choice === 'quit');
  const { response } = await dialog.showMessageBox({
    type: 'error',
    title: question.title,
    message: question.message,
    detail: question.detail,
    buttons: RECOVERY_CHOICES.map((each) => each.label()),
    defaultId: 0,
    cancelId: quit,
    // Windows: plain buttons, not command links, so all three read the same way.
    noLink: true,
  });
  return RECOVERY_CHOICES[response]?.choice ?? 'quit';
}
