/**
 * What the update banner and Settings say for each update state, in the user's words
 * (versions as "Atelier 0.2.0", sizes in MB, no updater codes: those stay in `detail`).
 */
import type { UpdateState } from '../../shared/ipc/updates';

const megabytes = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

export function formatMegabytes(bytes: number): string {
  return megabytes.format(bytes / 1_000_000);
}

export interface UpdateText {
  title: string;
  body: string | null;
}

export function updateText(state: UpdateState): UpdateText {
  switch (state.phase) {
    case 'unsupported':
      return { title: 'Updates are not available here', body: state.reason };
    case 'idle':
      return { title: `Atelier ${state.currentVersion}`, body: null };
    case 'checking':
      return { title: 'Checking for updates…', body: null };
    case 'not-available':
      return {
        title: 'Atelier is up to date',
        body: `You have version ${state.currentVersion}, the latest.`,
      };
    case 'available':
      return {
        title: `Atelier ${state.version} is available`,
        body: 'Downloading it in the background.',
      };
    case 'downloading': {
      const amount =
        state.totalBytes > 0
          ? `${formatMegabytes(state.transferredBytes)} of ${formatMegabytes(state.totalBytes)}`
          : 'Starting…';
      return {
        title: `Downloading Atelier ${state.version}…`,
        body: `${amount} · ${Math.floor(state.percent)}%`,
      };
    }
    case 'downloaded':
      return {
        title: `Atelier ${state.version} is ready to install`,
        body: 'Restart Atelier to finish updating. Your library, drafts and running jobs are kept.',
      };
    case 'waiting-for-submits':
      return {
        title: `Atelier ${state.version} is ready to install`,
        body: `Restarting when the current submit finishes: ${state.submitting === 1 ? 'a paid job is' : `${state.submitting} paid jobs are`} waiting for the service’s answer.`,
      };
    case 'restarting':
      return { title: `Restarting to install Atelier ${state.version}…`, body: null };
    case 'error':
      return {
        title:
          state.during === 'check'
            ? 'Could not check for updates'
            : state.during === 'download'
              ? 'The update was not downloaded'
              : 'The update was not installed',
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
