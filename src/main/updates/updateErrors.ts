/**
 * Updater failures in the user's words. electron-updater's own code and first message line
 * stay as the secondary detail (shown under "Technical details"), never as the message.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { UpdateState } from '../../shared/ipc/updates';
import type { UpdaterFailure } from '../desktop/Updater';

type During = Extract<UpdateState, { phase: 'error' }>['during'];

/** In main's language, as every message here (the updates card shows them as they come). */
export const integrityMessage = (): string => t('mainWords.updateError.integrity');

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const NOT_PUBLISHED_CODES = new Set([
  'HTTP_ERROR_404',
  'ERR_UPDATER_LATEST_VERSION_NOT_FOUND',
  'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND',
  'ERR_UPDATER_NO_PUBLISHED_VERSIONS',
]);

function isNetworkFailure(failure: UpdaterFailure): boolean {
  // Electron's net module names Chromium's errors (net::ERR_CONNECTION_REFUSED); Node's, errno codes.
  return (
    /net::ERR_/.test(failure.message) ||
    (failure.code !== null && NETWORK_CODES.has(failure.code)) ||
    /timed out/i.test(failure.message)
  );
}

export function describeUpdateFailure(
  failure: UpdaterFailure,
  during: During,
): { message: string; detail: string } {
  const firstLine = failure.message.split('\n', 1)[0]?.trim().slice(0, 300) ?? '';
  const detail = failure.code ? `${failure.code}: ${firstLine}` : firstLine;
  if (failure.code === 'ERR_CHECKSUM_MISMATCH' || /checksum mismatch/i.test(failure.message))
    return { message: integrityMessage(), detail };
  if (isNetworkFailure(failure)) {
    const message =
      during === 'download'
        ? t('mainWords.updateError.interrupted')
        : t('mainWords.updateError.unreachable');
    return { message, detail };
  }
  if (during === 'check' && failure.code !== null && NOT_PUBLISHED_CODES.has(failure.code)) {
    return {
      message: t('mainWords.updateError.noRelease'),
      detail,
    };
  }
  const message = {
    check: () => t('mainWords.updateError.check'),
    download: () => t('mainWords.updateError.download'),
    restart: () => t('mainWords.updateError.restart'),
  }[during]();
  return { message, detail };
}
