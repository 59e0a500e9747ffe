/**
 * Crash dumps on Electron: Crashpad writes a minidump when any Atelier process crashes, into
 * the logs folder (so "Open logs folder" and the diagnostics zip find them), and never
 * uploads one: there is no crash server, and a dump may hold the user's data.
 *
 * Order (Electron's crashReporter docs): the folder is set with `app.setPath('crashDumps')`
 * before `crashReporter.start`, which runs as early as possible, before `ready`, so every
 * process created later is watched. `app.setPath` throws for a folder that does not exist.
 */
import { app, crashReporter } from 'electron';
import { mkdirSync } from 'node:fs';

export function startCrashReporter(folder: string): void {
  mkdirSync(folder, { recursive: true });
  app.setPath('crashDumps', folder);
  crashReporter.start({ uploadToServer: false });
}
