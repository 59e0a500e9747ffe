/**
 * What the update banner and Settings say for each update state, in the user's words
 * (versions as "Atelier 0.2.0", sizes in MB, no updater codes: those stay in `detail`).
 */
import { numberFormat, formatPercent } from '../../shared/format/number';
import { t } from '../../shared/i18n/activeLanguage';
import type { UnsupportedReason, UpdateState } from '../../shared/ipc/updates';

/** Why this copy cannot update itself, in the user's words (main sends only which case it is). */
export const unsupportedReason = (reason: UnsupportedReason): string =>
  reason === 'web-preview' ? t('updates.reason.webPreview') : t('updates.reason.notInstalled');

/** "50.6 MB" ("50,6 MB" in German): one decimal, so the download visibly moves. */
export function formatMegabytes(bytes: number): string {
  return numberFormat({
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(bytes / 1_000_000);
}

export interface UpdateText {
  title: string;
  body: string | null;
}

export function updateText(state: UpdateState): UpdateText {
  switch (state.phase) {
    case 'unsupported':
      return { title: t('updates.unsupported'), body: unsupportedReason(state.reason) };
    case 'idle':
      return { title: t('updates.version', { version: state.currentVersion }), body: null };
    case 'checking':
      return { title: t('updates.checking'), body: null };
    case 'not-available':
      return {
        title: t('updates.upToDate'),
        body: t('updates.upToDateDetail', { version: state.currentVersion }),
      };
    case 'available':
      return {
        title: t('updates.available', { version: state.version }),
        body: t('updates.availableDetail'),
      };
    case 'downloading': {
      const amount =
        state.totalBytes > 0
          ? t('updates.amount', {
              done: formatMegabytes(state.transferredBytes),
              total: formatMegabytes(state.totalBytes),
            })
          : t('updates.starting');
      return {
        title: t('updates.downloading', { version: state.version }),
        body: `${amount} · ${formatPercent(Math.floor(state.percent) / 100)}`,
      };
    }
    case 'downloaded':
      return {
        title: t('updates.ready', { version: state.version }),
        body: t('updates.readyDetail'),
      };
    case 'waiting-for-submits':
      return {
        title: t('updates.ready', { version: state.version }),
        body: t('updates.waiting', { count: state.submitting }),
      };
    case 'restarting':
      return { title: t('updates.restarting', { version: state.version }), body: null };
    case 'error':
      return {
        title:
          state.during === 'check'
            ? t('updates.checkFailed')
            : state.during === 'download'
              ? t('updates.downloadFailed')
              : t('updates.installFailed'),
        body: state.message,
      };
  }
}

/** Whether the banner shows this state unasked: progress and readiness always, quiet checks never. */
export function bannerShows(state: UpdateState): boolean {
  switch (state.phase) {
    case 'downloading':
    case 'downloaded':
    case 'waiting-for-submits':
    case 'restarting':
      return true;
    case 'error':
      return state.byHand || state.during !== 'check';
    case 'checking':
    case 'not-available':
    case 'unsupported':
      return state.byHand;
    default:
      return false;
  }
}

/** One key per thing worth showing again once dismissed (a new phase or version). */
export function bannerKey(state: UpdateState): string {
  return `${state.phase}:${'version' in state ? state.version : ''}:${state.checkedAt ?? ''}`;
}
