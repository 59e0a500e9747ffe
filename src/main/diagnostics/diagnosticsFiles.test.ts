/** settings.json holds the preferences minus anything secret: a proxy-style password in the Live base URL goes. */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../shared/ipc/settings';
import { createRedactor } from '../logging/redactor';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { diagnosticsFiles } from './diagnosticsFiles';

let store: TestDatabase | null = null;
afterEach(() => store?.cleanup());

describe('diagnostics files', () => {
  it('keeps the preferences but not a password in the Live base URL, and says an empty journal is empty', async () => {
    store = openTestDatabase();
    const files = await diagnosticsFiles(
      {
        appInfo: () => ({
          name: 'Atelier',
          version: '1.0.0',
          platform: 'linux',
          dataDirectory: '/data',
          shell: 'electron',
          versions: { node: '22.0.0', electron: '45.1.0', chrome: '140.0.1' },
        }),
        preferences: () => ({
          ...DEFAULT_PREFERENCES,
          activeProfile: 'live',
          liveBaseUrl: 'http://atelier:s3cret-Pa55word@10.0.0.5:8080/api',
        }),
        db: store.db,
        logFiles: () => [],
        crashDumpsFolder: '/no/such/folder',
        redactor: createRedactor(),
      },
      false,
    );
    const byName = Object.fromEntries(files.map((file) => [file.name, file.text]));
    const settings = JSON.parse(byName['settings.json']!);
    expect(settings).toEqual({
      ...DEFAULT_PREFERENCES,
      activeProfile: 'live',
      liveBaseUrl: 'http://atelier:[redacted]@10.0.0.5:8080/api',
    });
    expect(JSON.parse(byName['journal.json']!)).toEqual({
      total: 0,
      byState: {},
      acceptedByStatus: {},
    });
    expect(JSON.parse(byName['crash-dumps.json']!)).toEqual([]);
    expect(byName['logs.txt']).toBe('');
    expect(JSON.parse(byName['system.json']!).versions).toEqual({
      app: '1.0.0',
      electron: '45.1.0',
      chromium: '140.0.1',
      node: '22.0.0',
    });
  });
});
