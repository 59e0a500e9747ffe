/**
 * Reads an archive's manifest as it streams out of the zip, never holding its whole text:
 * the top-level values are cut out one at a time, and the items of `assets` and
 * `submissions` one item at a time, each parsed by JSON.parse (the hardened parser) from its
 * own text and validated with the manifest's zod schemas as it arrives. An item or value
 * larger than its cap is refused as soon as it grows past it.
 *
 * The splitter only finds where values begin and end (strings, escapes and nesting); it
 * never interprets them, so anything it lets through still has to pass JSON.parse and zod.
 */
import { Writable } from 'node:stream';
import { AtelierError } from '../../shared/errors';
import { manifestIssueWords } from './manifestIssue';
import { t } from '../../shared/i18n/activeLanguage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_SCHEMA_VERSION,
  archivedAssetSchema,
  archivedSubmissionSchema,
  type ArchivedAsset,
  type ArchivedSubmission,
  type Manifest,
} from './archiveManifest';

/** One asset or submission: its texts are capped at 100,000 characters by the schema. */
export const MAX_ITEM_CHARS = 4 * 1024 * 1024;
const MAX_HEADER_CHARS = 4096;
const MAX_ITEMS = 1_000_000;
const LISTS = ['assets', 'submissions'] as const;
type ListName = (typeof LISTS)[number];

const STRING_SPECIALS = /["\\]/gu;

/** `where` is the manifest's own path (a key, "assets.3.kind"): data, not words, so it stays as is. */
const invalid = (where: string, reason: string) =>
  new AtelierError('invalid_input', t('mainWords.archive.manifest.invalid', { where, reason }));

/** Cuts a top-level JSON object into its keys' values, and the two lists into their items. */
class ManifestSplitter {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** 'key': reading a key at depth 1; 'value': inside a top-level value; 'item': inside a list item; 'after': a list just closed. */
  private mode: 'start' | 'key' | 'colon' | 'value' | 'list' | 'item' | 'after' | 'done' = 'start';
  private text = '';
  private key = '';
  private readonly keys = new Set<string>();

  constructor(
    private readonly onValue: (key: string, raw: string) => void,
    private readonly onItem: (list: ListName, raw: string) => void,
    private readonly onListEnd: (list: ListName) => void,
  ) {}

  feed(chunk: string): void {
    let index = 0;
    while (index < chunk.length) {
      // Inside a string only a quote or a backslash matters: copy the run up to one at once.
      if (this.inString && !this.escaped) {
        STRING_SPECIALS.lastIndex = index;
        const next = STRING_SPECIALS.exec(chunk)?.index ?? chunk.length;
        if (next > index) {
          if (this.mode === 'key' || this.mode === 'value' || this.mode === 'item')
            this.append(chunk.slice(index, next));
          index = next;
          continue;
        }
      }
      this.step(chunk[index]!);
      index += 1;
    }
  }

  finish(): void {
    if (this.mode !== 'done') throw invalid('manifest', t('mainWords.archive.manifest.endsEarly'));
  }

  private step(char: string): void {
    if (this.mode === 'done') {
      if (!/\s/u.test(char))
        throw invalid('manifest', t('mainWords.archive.manifest.textAfterEnd'));
      return;
    }
    const capturing = this.mode === 'key' || this.mode === 'value' || this.mode === 'item';
    if (this.inString) {
      if (capturing) this.append(char);
      if (this.escaped) this.escaped = false;
      else if (char === '\\') this.escaped = true;
      else if (char === '"') {
        this.inString = false;
        if (this.mode === 'key' && this.depth === 1) this.endKey();
      }
      return;
    }
    if (char === '"') {
      this.inString = true;
      if (
        this.mode === 'start' ||
        this.mode === 'colon' ||
        this.mode === 'list' ||
        this.mode === 'after'
      )
        throw invalid('manifest', t('mainWords.archive.manifest.unexpectedText'));
      if (this.depth === 1 && this.mode !== 'value') this.mode = 'key';
      this.append(char);
      return;
    }
    if (/\s/u.test(char)) {
      if ((this.mode === 'value' || this.mode === 'item') && this.text !== '') this.append(char);
      return;
    }
    switch (this.mode) {
      case 'start':
        if (char !== '{') throw invalid('manifest', t('mainWords.archive.manifest.notObject'));
        this.depth = 1;
        this.mode = 'key';
        return;
      case 'key':
        // Between members: a comma, or the end of the object.
        if (char === ',') return;
        if (char === '}' && this.text === '') return this.close();
        throw invalid('manifest', t('mainWords.archive.manifest.unexpectedText'));
      case 'colon':
        if (char !== ':')
          throw invalid('manifest', t('mainWords.archive.manifest.keyWithoutValue'));
        this.mode = 'value';
        this.text = '';
        return;
      case 'value':
        return this.valueChar(char);
      case 'list':
        return this.listChar(char);
      case 'item':
        return this.itemChar(char);
      case 'after':
        if (char === '}') return this.close();
        if (char !== ',') throw invalid('manifest', t('mainWords.archive.manifest.unexpectedText'));
        this.mode = 'key';
        return;
    }
  }

  private append(text: string): void {
    this.text += text;
    const cap = this.mode === 'item' ? MAX_ITEM_CHARS : MAX_HEADER_CHARS;
    if (this.text.length > cap)
      throw invalid(
        this.mode === 'item' ? this.key : this.key || 'manifest',
        t('mainWords.archive.manifest.tooLong', { max: String(cap) }),
      );
  }

  private endKey(): void {
    this.key = JSON.parse(this.text) as string;
    // JSON.parse would keep the last of two equal keys; two `assets` lists would add up here.
    if (this.keys.has(this.key))
      throw invalid(this.key, t('mainWords.archive.manifest.givenTwice'));
    this.keys.add(this.key);
    this.text = '';
    this.mode = 'colon';
  }

  private valueChar(char: string): void {
    if (this.text === '' && char === '[' && (LISTS as readonly string[]).includes(this.key)) {
      this.depth = 2;
      this.mode = 'list';
      return;
    }
    if (this.depth === 1 && (char === ',' || char === '}')) {
      this.onValue(this.key, this.text);
      this.text = '';
      if (char === '}') return this.close();
      this.mode = 'key';
      return;
    }
    if (char === '{' || char === '[') this.depth += 1;
    if (char === '}' || char === ']') this.depth -= 1;
    this.append(char);
  }

  private listChar(char: string): void {
    if (char === ',') return;
    if (char === ']') {
      this.depth = 1;
      this.mode = 'after';
      this.onListEnd(this.key as ListName);
      return;
    }
    this.mode = 'item';
    this.text = '';
    this.itemChar(char);
  }

  private itemChar(char: string): void {
    if (this.depth === 2 && (char === ',' || char === ']')) {
      this.onItem(this.key as ListName, this.text);
      this.text = '';
      this.mode = 'list';
      if (char === ']') this.listChar(char);
      return;
    }
    if (char === '{' || char === '[') this.depth += 1;
    if (char === '}' || char === ']') this.depth -= 1;
    this.append(char);
  }

  private close(): void {
    this.depth = 0;
    this.mode = 'done';
  }
}

/** A sink for the manifest entry's bytes that validates it as it streams; `result()` after the end. */
export function manifestSink(): { sink: Writable; result(): Manifest } {
  const header: Record<string, unknown> = {};
  const assets: ArchivedAsset[] = [];
  const submissions: ArchivedSubmission[] = [];
  const seenLists = new Set<string>();
  const parse = (raw: string, where: string): unknown => {
    try {
      return JSON.parse(raw);
    } catch {
      throw invalid(where, t('mainWords.archive.manifest.notJson'));
    }
  };
  const splitter = new ManifestSplitter(
    (key, raw) => {
      const value = parse(raw, key);
      if (key === 'schemaVersion' && typeof value === 'number' && value > ARCHIVE_SCHEMA_VERSION) {
        throw new AtelierError('invalid_input', t('mainWords.archive.newer', { version: value }));
      }
      header[key] = value;
    },
    (list, raw) => {
      const items = list === 'assets' ? assets : submissions;
      const where = `${list}.${items.length}`;
      if (items.length >= MAX_ITEMS)
        throw invalid(
          list,
          t('mainWords.archive.manifest.tooManyItems', { max: String(MAX_ITEMS) }),
        );
      const schema = list === 'assets' ? archivedAssetSchema : archivedSubmissionSchema;
      const parsed = schema.safeParse(parse(raw, where));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(
          issue ? [where, ...issue.path].join('.') : where,
          issue ? manifestIssueWords(issue) : t('mainWords.archive.manifest.rule.other'),
        );
      }
      (items as unknown[]).push(parsed.data);
    },
    (list) => seenLists.add(list),
  );
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      try {
        splitter.feed(decoder.decode(chunk, { stream: true }));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    final(callback) {
      try {
        splitter.feed(decoder.decode());
        splitter.finish();
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return {
    sink,
    result() {
      if (header['format'] !== ARCHIVE_FORMAT)
        throw invalid(
          'format',
          t('mainWords.archive.manifest.expected', { value: `"${ARCHIVE_FORMAT}"` }),
        );
      if (header['schemaVersion'] !== ARCHIVE_SCHEMA_VERSION)
        throw invalid(
          'schemaVersion',
          t('mainWords.archive.manifest.expected', { value: String(ARCHIVE_SCHEMA_VERSION) }),
        );
      if (typeof header['createdAt'] !== 'string')
        throw invalid('createdAt', t('mainWords.archive.manifest.missing'));
      for (const list of LISTS)
        if (!seenLists.has(list)) throw invalid(list, t('mainWords.archive.manifest.missing'));
      return {
        format: ARCHIVE_FORMAT,
        schemaVersion: ARCHIVE_SCHEMA_VERSION,
        createdAt: header['createdAt'],
        assets,
        submissions,
      };
    },
  };
}
