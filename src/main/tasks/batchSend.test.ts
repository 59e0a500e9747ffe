// The batch preview's own rules over preflight: one balance read for all its jobs, and a job
// whose result is already held named as that job's problem (its submit would be refused).
import { describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import type { PreflightPorts } from './preflight';
import { previewBatch } from './batchSend';

function ports(balanceReads: { count: number }): PreflightPorts {
  return {
    api: {
      balance: async () => {
        balanceReads.count += 1;
        return 500;
      },
    },
    catalog: {
      getFresh: async () => {
        throw new Error('offline');
      },
    } as unknown as PreflightPorts['catalog'],
    lookup: () => null,
    findReusable: (_target, body) =>
      body['prompt'] === 'held'
        ? {
            submissionId: 's1',
            taskId: 't1',
            action: 'generate',
            finishedAt: null,
            format: null,
          }
        : null,
  };
}

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}

describe('batch preview', () => {
  it('reads the balance once for a thousand jobs', async () => {
    const reads = { count: 0 };
    const bodies = Array.from({ length: 1000 }, (_, index) => ({ prompt: `kite ${index}` }));
    const preview = await previewBatch(ports(reads), { model: 'image-a' }, bodies);
    expect(preview.parts).toHaveLength(1000);
    expect(preview.balance).toBe(500);
    expect(reads.count).toBe(1);
  });

  it('names a job whose result is already held as that job’s problem', async () => {
    const preview = await previewBatch(ports({ count: 0 }), { model: 'image-a' }, [
      { prompt: 'new' },
      { prompt: 'held' },
    ]);
    expect(preview.parts.map((part) => part.issues.length)).toEqual([0, 1]);
    expect(preview.parts[1]!.issues[0]!.message).toContain('You already have this result');
    expect(preview.ok).toBe(false);
  });

  it('says that problem in main’s language, naming the action by its human name', async () => {
    try {
      speak('de');
      const preview = await previewBatch(ports({ count: 0 }), { model: 'image-a' }, [
        { prompt: 'held' },
      ]);
      const said = preview.parts[0]!.issues[0]!.message;
      expect(said).toContain(CATALOGS.de['vocab.action.generate']);
      expect(said).toContain('t1');
      expect(said).not.toMatch(/already|generate,/);
    } finally {
      speak('en');
    }
  });
});
