/** The words of Settings → Desktop in the OS's own names: the Dock on macOS, the taskbar on Windows; Linux has either. */

import { t } from '../../shared/i18n/activeLanguage';

export interface DesktopWords {
  progress: string;
  badge: string;
  /** Why the badge cannot be shown here, if it cannot. */
  noBadge: string | null;
  attention: string;
  attentionDetail: string;
}

/** In the chosen language (read at call time). */
export function desktopWords(platform: string | undefined): DesktopWords {
  if (platform === 'darwin') {
    return {
      progress: t('settings.desktop.mac.progress'),
      badge: t('settings.desktop.mac.badge'),
      noBadge: null,
      attention: t('settings.desktop.mac.attention'),
      attentionDetail: t('settings.desktop.mac.attentionDetail'),
    };
  }
  if (platform === 'win32') {
    return {
      progress: t('settings.desktop.windows.progress'),
      badge: t('settings.desktop.badge'),
      noBadge: t('settings.desktop.windows.noBadge'),
      attention: t('settings.desktop.flash'),
      attentionDetail: t('settings.desktop.flashDetail'),
    };
  }
  return {
    progress: t('settings.desktop.linux.progress'),
    badge: t('settings.desktop.badge'),
    noBadge: null,
    attention: t('settings.desktop.flash'),
    attentionDetail: t('settings.desktop.flashDetail'),
  };
}
