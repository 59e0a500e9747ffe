/**
 * An updater for the web preview only (`npm run web -- --rehearse-update 9.0.0`), which has
 * no Electron and so no real one: it reports that version as available and downloads
 * nothing, reporting progress in steps, so the banner, the progress bar and the restart
 * gate can be seen and tested in a browser. The preview cannot restart: a restart is
 * recorded (`restarts`) and the state stays "restarting".
 */
import type { UpdateChannel } from '../../shared/ipc/updates';
import type { DownloadProgress, UpdateCheck, Updater } from '../desktop/Updater';

export interface RehearsalUpdater extends Updater {
  readonly restarts: number;
}

export function createRehearsalUpdater(
  version: string,
  timing: { steps?: number; stepMs?: number; totalBytes?: number } = {},
): RehearsalUpdater {
  const steps = timing.steps ?? 10;
  const stepMs = timing.stepMs ?? 1000;
  const totalBytes = timing.totalBytes ?? 118_400_000;
  let restarts = 0;
  return {
    get restarts() {
      return restarts;
    },
    async check(_channel: UpdateChannel): Promise<UpdateCheck> {
      return { kind: 'available', version };
    },
    async download(onProgress: (progress: DownloadProgress) => void) {
      for (let step = 1; step <= steps; step += 1) {
        await new Promise((resolve) => setTimeout(resolve, stepMs));
        const transferredBytes = Math.round((totalBytes * step) / steps);
        onProgress({
          percent: (100 * step) / steps,
          transferredBytes,
          totalBytes,
          bytesPerSecond: Math.round(totalBytes / steps / (stepMs / 1000)),
        });
      }
    },
    async quitAndInstall() {
      restarts += 1;
    },
  };
}
