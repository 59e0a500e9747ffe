// What a task says when its files were not all saved, or when it failed without a word from the
// service, speaks main's language (issue 21): the cut of an over-long list, the per-task file
// cap, the full disk, the "not every file" summary, "the task failed" (a real SQLite journal
// and the real task engine), and the profiles' refusals (Live not set up, the sandbox not
// started). Each is made in English (the sentence the code used to hard-code), then in German,
// Japanese and Chinese.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLazyApiClient } from '../account/lazyApiClient';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { MAX_DOWNLOAD_FILES, MAX_TRACKS, listedPastBounds } from '../outputs/outputPlan';
import { downloadFailuresError } from '../store/journalContract';
import { DiskFullError } from '../tasks/diskSpace';
import { outputName } from '../tasks/downloadFailures';
import { fetchToFile } from '../tasks/fetchToFile';
import { createFakeClock } from '../tasks/fakeClock';
import { createTaskEngine } from '../tasks/taskEngine';
import { speakLanguage } from './mainLanguage';
import { t } from '../../shared/i18n/activeLanguage';

let context: LibraryContext | null = null;
let folder = '';
afterEach(() => {
  speakLanguage('en');
  context?.close();
  context = null;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

const urls = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `https://cdn.example.com/${index}.png`);

/** The download sayings that need no engine. */
function sayings(): string[] {
  const music = {
    task_id: 'task-1',
    status: 'SUCCEEDED' as const,
    result: { tracks: urls(1200), files: urls(30) },
  };
  return [
    listedPastBounds('image', { task_id: 'task-1', status: 'SUCCEEDED', result_urls: urls(70) })!,
    listedPastBounds('music', music)!,
    downloadFailuresError([{ output: 'Image 1', reason: 'the download was interrupted' }], 3)!
      .message,
    new DiskFullError().message,
  ];
}

/** The message a task gets when the service says FAILED and gives no reason. */
async function failedWithoutReason(): Promise<string | undefined> {
  folder = mkdtempSync(join(tmpdir(), 'atelier-download-words-'));
  const bus = createEventBus();
  context = await openLibrary({ dataDirectory: folder, clock: { now: () => Date.now() }, bus });
  const { journal, library, libraryFolder } = context;
  const begun = journal.begin({
    profileId: 'sandbox',
    target: { model: 'image-a' },
    kind: 'image',
    body: { prompt: 'fox' },
  });
  journal.accept(begun.id, { taskId: 'task-quiet', creditsDeducted: 4, status: 'PENDING' });
  const clock = createFakeClock();
  const engine = createTaskEngine({
    journal,
    library,
    bus,
    clock,
    fetch: (async () => new Response('never asked')) as typeof fetch,
    libraryFolder,
    apiFor: () => ({
      status: async (taskId: string) => ({ task_id: taskId, status: 'FAILED' as const }),
    }),
    pollScale: 0.01,
  });
  engine.start();
  for (let step = 0; step < 50 && engine.scheduler.size > 0; step += 1) await clock.advance(1_000);
  await engine.stop();
  return journal.get(begun.id)?.error?.message;
}

async function sandboxNotStarted(): Promise<string> {
  const client = createLazyApiClient(
    () => Promise.reject(new Error('port taken')),
    () => t('mainWords.account.sandboxNotStarted'),
  );
  return client.balance().then(
    () => 'no error',
    (error: Error) => error.message,
  );
}

/** Why a file was not saved: refused addresses and schemes, the server's answer, the type and size caps. */
async function fileReasons(): Promise<string[]> {
  folder ||= mkdtempSync(join(tmpdir(), 'atelier-download-words-'));
  const answers: Record<string, () => Response> = {
    '/busy.png': () => new Response(null, { status: 503 }),
    '/moved.png': () => new Response(null, { status: 302 }),
    '/page.png': () => new Response('<html>not an image</html>'),
    '/huge.png': () => new Response('x', { headers: { 'content-length': '5000' } }),
  };
  const reason = (url: string): Promise<string> =>
    fetchToFile({
      fetch: (async (target: URL) => answers[target.pathname]!()) as typeof fetch,
      url,
      base: join(folder, 'file'),
      expect: 'image',
      maxBytes: 1000,
    }).then(
      () => 'saved',
      (error: Error) => error.message,
    );
  return Promise.all(
    [
      'https://10.0.0.7/a.png',
      'ftp://files.example.com/a.png',
      'https://93.184.216.34/busy.png',
      'https://93.184.216.34/moved.png',
      'https://93.184.216.34/page.png',
      'https://93.184.216.34/huge.png',
    ].map(reason),
  );
}

describe('download failures in main’s language', () => {
  it('says why a file was not saved in English as before, then in German, Japanese and Chinese', async () => {
    expect(await fileReasons()).toEqual([
      'refused URL: 10.0.0.7 is a private address; only a profile whose base URL is on the local network may download from one',
      'refused URL: the ftp scheme is refused',
      'the server answered HTTP 503',
      'redirect without a location',
      'expected an image but the file is text',
      'the file is larger than the 1 kB cap',
    ]);
    speakLanguage('de');
    expect(await fileReasons()).toEqual([
      'abgelehnte URL: 10.0.0.7 ist eine private Adresse; nur ein Profil, dessen Basis-URL im lokalen Netzwerk liegt, darf von dort herunterladen',
      'abgelehnte URL: das Schema ftp wird abgelehnt',
      'der Server antwortete mit HTTP 503',
      'Weiterleitung ohne Zieladresse',
      'erwartet wurde ein Bild, aber die Datei ist Text',
      'die Datei ist größer als die Obergrenze von 1 kB',
    ]);
    speakLanguage('ja');
    expect((await fileReasons()).slice(0, 2)).toEqual([
      '拒否した URL：10.0.0.7 はプライベートアドレスです。ベース URL がローカルネットワーク上にあるプロファイルだけがそこからダウンロードできます',
      '拒否した URL：ftp スキームは受け付けません',
    ]);
    speakLanguage('zh-CN');
    expect((await fileReasons())[4]).toBe('预期为图片内容，但该文件是文本');
  });

  it('says them in English, as before', () => {
    expect(sayings()).toEqual([
      'The service listed 70 result URLs (at most 64 are read); the rest were not downloaded.',
      `The service listed 1,200 tracks (at most ${MAX_TRACKS} are read) and 30 download files (at most ${MAX_DOWNLOAD_FILES} are read); the rest were not downloaded.`,
      'Not every file was saved. Image 1: the download was interrupted (and 2 more)',
      'the disk holding your library is full. Free some space: Atelier finishes this download by itself, without buying anything again.',
    ]);
  });

  it('says them in German, Japanese and Chinese', () => {
    speakLanguage('de');
    expect(sayings()).toEqual([
      'Der Dienst hat 70 Ergebnis-URLs (höchstens 64 werden gelesen) aufgeführt; der Rest wurde nicht heruntergeladen.',
      `Der Dienst hat 1.200 Tracks (höchstens ${MAX_TRACKS} werden gelesen) und 30 Download-Dateien (höchstens ${MAX_DOWNLOAD_FILES} werden gelesen) aufgeführt; der Rest wurde nicht heruntergeladen.`,
      'Nicht alle Dateien wurden gespeichert. Image 1: the download was interrupted (und 2 weitere)',
      'Der Datenträger Ihrer Bibliothek ist voll. Geben Sie Speicherplatz frei: Atelier schließt diesen Download dann von selbst ab, ohne etwas erneut zu kaufen.',
    ]);
    speakLanguage('ja');
    expect(sayings()[0]).toBe(
      'サービスが結果 URL 70 件（読み込むのは最大 64 件）を返しました。残りはダウンロードしていません。',
    );
    expect(sayings()[2]).toBe(
      '一部のファイルを保存できませんでした。Image 1：the download was interrupted（ほか 2 件）',
    );
    speakLanguage('zh-CN');
    expect(sayings()[3]).toBe(
      '资料库所在的磁盘已满。请释放一些空间：Atelier 会自动完成这次下载，不会重复购买。',
    );
  });

  it('says "the task failed" in the user’s language when the service gives no reason', async () => {
    speakLanguage('de');
    expect(await failedWithoutReason()).toBe('Der Auftrag ist fehlgeschlagen');
  });

  it('says the sandbox could not start in the user’s language', async () => {
    expect(await sandboxNotStarted()).toBe('The embedded sandbox could not be started');
    speakLanguage('ja');
    expect(await sandboxNotStarted()).toBe('内蔵サンドボックスを起動できませんでした');
  });
});

describe('the outputs a download note names', () => {
  it('are named in the language spoken when the note is written', () => {
    const names = () => ['image-3', 'track-12', 'aligned-lyrics', 'midi', 'listed'].map(outputName);
    expect(names()).toEqual(['Image 3', 'Track 12', 'Timed lyrics', 'MIDI file', 'listed']);
    speakLanguage('de');
    expect(names()).toEqual([
      'Bild 3',
      'Track 12',
      'Songtext mit Zeitmarken',
      'MIDI-Datei',
      'listed',
    ]);
    speakLanguage('ja');
    expect(names()).toEqual([
      '画像 3',
      'トラック 12',
      'タイミング付き歌詞',
      'MIDIファイル',
      'listed',
    ]);
    speakLanguage('zh-CN');
    expect(names().slice(0, 2)).toEqual(['图片 3', '音轨 12']);
  });
});
