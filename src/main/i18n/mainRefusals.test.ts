// More of main's refusals that reach the screen speak main's language (issue 21): a full disk
// before a submit, a submit during an update's restart, a lost answer, the Live base URL's
// rules. Each is made in English (the sentence the code used to hard-code) and then in German
// and Japanese, which must differ from it and keep the code and field the window acts on.
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionError } from '../api/errors';
import { checkBaseUrl } from '../api/baseUrl';
import { toAtelierError } from '../api/toAtelierError';
import { diskFullSubmitError } from '../tasks/diskSpace';
import type { Journal } from '../store/journal';
import { createSubmitGate } from '../updates/submitGate';
import { describeUpdateFailure } from '../updates/updateErrors';
import { speakLanguage } from './mainLanguage';
import { refusal } from './testRefusal';

afterEach(() => speakLanguage('en'));

/** The updates card's failures, as describeUpdateFailure words them (no code or field). */
function updateFailures() {
  const failure = (code: string | null, message: string) => ({ code, message });
  const said = (message: string): { code: string; field?: string; message: string } => ({
    code: 'update',
    message,
  });
  return {
    updateIntegrity: said(
      describeUpdateFailure(failure('ERR_CHECKSUM_MISMATCH', 'x'), 'download').message,
    ),
    updateInterrupted: said(describeUpdateFailure(failure('ECONNRESET', 'x'), 'download').message),
    updateUnreachable: said(describeUpdateFailure(failure('ECONNRESET', 'x'), 'check').message),
    updateNoRelease: said(describeUpdateFailure(failure('HTTP_ERROR_404', 'x'), 'check').message),
    updateCheck: said(describeUpdateFailure(failure(null, 'x'), 'check').message),
    updateDownload: said(describeUpdateFailure(failure(null, 'x'), 'download').message),
    updateRestart: said(describeUpdateFailure(failure(null, 'x'), 'restart').message),
  };
}

function refusals() {
  const gate = createSubmitGate({
    begin: () => {
      throw new Error('not reached');
    },
    resubmit: () => {
      throw new Error('not reached');
    },
    list: () => ({ items: [], nextCursor: null }),
  } as unknown as Pick<Journal, 'begin' | 'resubmit' | 'list'>);
  gate.closeIfIdle();
  return {
    diskFull: refusal(() => diskFullSubmitError(50 * 1024 * 1024)),
    diskFullUnknown: refusal(() => diskFullSubmitError(null)),
    restarting: refusal(() => gate.journal.begin({} as never)),
    inDoubt: refusal(() =>
      toAtelierError(new ConnectionError('socket hang up', { sent: true }), { inDoubt: true }),
    ),
    notUrl: refusal(() => checkBaseUrl('not a url')),
    credentials: refusal(() => checkBaseUrl('https://me:secret@api.example.com')),
    query: refusal(() => checkBaseUrl('https://api.example.com/?a=1')),
    http: refusal(() => checkBaseUrl('http://api.example.com')),
    ...updateFailures(),
  };
}

describe("main's refusals in the user's language", () => {
  it('say in English what the code used to hard-code', () => {
    const english = refusals();
    expect(english.diskFull).toMatchObject({ code: 'disk_full' });
    expect(english.diskFull.message).toContain(
      'Not sent: the disk holding your library is full (50 MB free, at least',
    );
    expect(english.restarting.message).toContain('Atelier is restarting to install an update');
    expect(english.inDoubt).toMatchObject({ code: 'in_doubt' });
    expect(english.inDoubt.message).toContain('(socket hang up); it was not retried');
    expect(english.http).toMatchObject({
      field: 'baseUrl',
      message: 'The base URL must use https (http only for this computer)',
    });
  });

  it.each([
    ['de', /Datenträger|Update|Dienst|Basis-URL|Atelier-Version/],
    ['ja', /[\u3040-\u30ff]/],
  ] as const)('say it in %s, never in English', (locale, native) => {
    const english = refusals();
    speakLanguage(locale);
    const translated = refusals();
    for (const [name, said] of Object.entries(translated)) {
      const before = english[name as keyof typeof english];
      expect(said.code, name).toBe(before.code);
      expect(said.field, name).toBe(before.field);
      expect(said.message, name).not.toBe(before.message);
      expect(said.message, name).toMatch(native);
      expect(said.message, name).not.toMatch(/\b(the|this|your|was|must) [a-z]+/i);
    }
  });
});
