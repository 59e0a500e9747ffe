/**
 * The per-installation sandbox key (`sk-sandbox-<random>`). It is kept in a plain file
 * (`<dataDirectory>/sandbox/installation-key`, owner-only), not in the keychain: it only
 * names an account inside the local emulator, grants nothing anywhere else, and the
 * sandbox profile must work offline without any keychain prompt.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_PATTERN = /^sk-sandbox-[a-z0-9]{16,64}$/;

export function loadSandboxKey(
  folder: string,
  random: () => Buffer = () => randomBytes(16),
): string {
  const path = join(folder, 'installation-key');
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (KEY_PATTERN.test(stored)) return stored;
  } catch {
    // Missing or unreadable: make a new one below.
  }
  const key = `sk-sandbox-${random().toString('hex')}`;
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const temporary = `${path}.tmp-${process.pid}`;
  writeFileSync(temporary, `${key}\n`, { mode: 0o600 });
  renameSync(temporary, path);
  return key;
}
