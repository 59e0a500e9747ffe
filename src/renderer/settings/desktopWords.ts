/** The words of Settings → Desktop in the OS's own names: the Dock on macOS, the taskbar on Windows; Linux has either. */

export interface DesktopWords {
  progress: string;
  badge: string;
  /** Why the badge cannot be shown here, if it cannot. */
  noBadge: string | null;
  attention: string;
  attentionDetail: string;
}

const FLASH_DETAIL = 'Only while Atelier is in the background; it stops when you bring Atelier to the front.';

export function desktopWords(platform: string | undefined): DesktopWords {
  if (platform === 'darwin') {
    return { progress: 'Show job progress on the Dock', badge: 'Badge the Dock icon with unseen results', noBadge: null, attention: 'Bounce the Dock icon when a job finishes', attentionDetail: 'Once, and only while Atelier is in the background.' };
  }
  if (platform === 'win32') {
    return {
      progress: 'Show job progress on the taskbar',
      badge: 'Badge with unseen results',
      noBadge: 'Windows taskbar buttons cannot show a count.',
      attention: 'Flash the taskbar button when a job finishes',
      attentionDetail: FLASH_DETAIL,
    };
  }
  return { progress: 'Show job progress on the dock or taskbar', badge: 'Badge with unseen results', noBadge: null, attention: 'Flash the taskbar button when a job finishes', attentionDetail: FLASH_DETAIL };
}
