/**
 * Updater failures in the user's words. electron-updater's own code and first message line
 * stay as the secondary detail (shown under "Technical details"), never as the message.
 */
import type { UpdateState } from '../../shared/ipc/updates';
import type { UpdaterFailure } from '../desktop/Updater';

type During = Extract<UpdateState, { phase: 'error' }>['during'];

export const INTEGRITY_MESSAGE =
  'The downloaded update failed its integrity check and was discarded. Atelier will try again at the next check.';

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
    return { message: INTEGRITY_MESSAGE, detail };
  if (isNetworkFailure(failure)) {
    const message =
      during === 'download'
        ? 'The update download was interrupted: the update server could not be reached. Atelier will try again at the next check.'
        : 'Could not reach the update server. Check your internet connection (or proxy) and try again.';
    return { message, detail };
  }
  if (during === 'check' && failure.code !== null && NOT_PUBLISHED_CODES.has(failure.code)) {
    return {
      message: 'No release of Atelier was found on the update server for this channel.',
      detail,
    };
  }
  const message = {
    check: 'Checking for updates failed.',
    download: 'Downloading the update failed. Atelier will try again at the next check.',
    restart: 'Atelier could not restart into the update.',
  }[during];
  return { message, detail };
}
