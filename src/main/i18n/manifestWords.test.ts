// Why an archive's manifest is not valid speaks main's language (issue 21): the wrapper and
// its reasons appear inside the archive import's message. The manifest's own paths ("format",
// "assets") are data and stay as written.
import { afterEach, describe, expect, it } from 'vitest';
import { manifestSink } from '../exports/manifestStream';
import { speakLanguage } from './mainLanguage';

afterEach(() => speakLanguage('en'));

/** What reading `text` as a whole manifest says (the message of the refusal). */
async function said(text: string): Promise<string> {
  const reader = manifestSink();
  reader.sink.on('error', () => undefined); // the callbacks below report it
  try {
    await new Promise<void>((resolve, reject) => {
      reader.sink.write(Buffer.from(text), (error) => (error ? reject(error) : undefined));
      reader.sink.end((error?: Error | null) => (error ? reject(error) : resolve()));
    });
    reader.result();
    return 'valid';
  } catch (error) {
    return (error as Error).message;
  }
}

const sayings = (): Promise<string[]> =>
  Promise.all([said('[1, 2]'), said('{"format": "zip", "assets": [], "submissions": []}')]);

describe('the archive manifest in main’s language', () => {
  it('says it in English, as before', async () => {
    expect(await sayings()).toEqual([
      "The archive's manifest is not valid (manifest: it is not a JSON object).",
      'The archive\'s manifest is not valid (format: expected "atelier-library").',
    ]);
  });

  it('says it in German, Japanese and Chinese', async () => {
    speakLanguage('de');
    expect(await sayings()).toEqual([
      'Das Manifest des Archivs ist ungültig (manifest: es ist kein JSON-Objekt).',
      'Das Manifest des Archivs ist ungültig (format: erwartet: "atelier-library").',
    ]);
    speakLanguage('ja');
    expect((await sayings())[0]).toBe(
      'アーカイブのマニフェストが正しくありません（manifest：JSON オブジェクトではありません）。',
    );
    speakLanguage('zh-CN');
    expect((await sayings())[0]).toBe('压缩包的清单无效（manifest：不是 JSON 对象）。');
  });
});
