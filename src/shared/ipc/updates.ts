/**
 * The `updates` domain: where the app's own update stands (checking, downloading with
 * progress, ready to restart) and the two things the user can ask (check now, restart).
 */
import { z } from 'zod';
import { event, method } from './define';

export const UPDATE_CHANNELS = ['stable', 'beta'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

/** Why this copy cannot update itself: the web preview, or a copy not installed from a release (run from source). */
export type UnsupportedReason = 'web-preview' | 'not-installed';

/**
 * idle → checking → available | not-available → downloading → downloaded →
 * waiting-for-submits (a paid submit is between its POST and the answer) → restarting;
 * error from any step. `unsupported`: this shell cannot update itself (the web preview, a
 * copy run from source), with the reason the window says in the user's words.
 */
export type UpdatePhase =
  | { phase: 'unsupported'; reason: UnsupportedReason }
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'not-available'; latestVersion: string }
  | { phase: 'available'; version: string }
  | {
      phase: 'downloading';
      version: string;
      percent: number;
      transferredBytes: number;
      totalBytes: number;
      bytesPerSecond: number;
    }
  | { phase: 'downloaded'; version: string }
  | { phase: 'waiting-for-submits'; version: string; submitting: number }
  | { phase: 'restarting'; version: string }
  | {
      phase: 'error';
      during: 'check' | 'download' | 'restart';
      message: string;
      detail: string | null;
    };

export type UpdateState = UpdatePhase & {
  currentVersion: string;
  /** The user asked (Help → Check for updates…, Settings): say "up to date" and errors aloud. */
  byHand: boolean;
  /** When the last check finished, ISO 8601; null before one has. */
  checkedAt: string | null;
};

export const updatesDomain = {
  methods: {
    state: method(z.undefined()).returns<UpdateState>(),
    /** Checks now, by hand (downloads an update it finds). */
    check: method(z.undefined()).returns<UpdateState>(),
    /** Restarts into the downloaded update, after any paid submit in flight has its answer. */
    restart: method(z.undefined()).returns<UpdateState>(),
  },
  events: {
    changed: event<UpdateState>(),
  },
} as const;
