/**
 * Owns what a DAW pack is called and what its notes say: one folder ("Song — DAW pack")
 * holding the stems under the names Export stems gives them ("Song — lead vocal stem.wav"),
 * the MIDI as Export MIDI names it ("Song — MIDI.mid") and a short "Song — 120 BPM, A
 * minor.txt" with tempo, key, length, the stems in the separation's order and the source task.
 * Every name goes through exportNames.ts's one naming rule, so the pack reads the same on
 * Windows, macOS and Linux and as the other exports do.
 */
import { formatClock } from '../../shared/format/clock';
import { t } from '../../shared/i18n/activeLanguage';
import { keyName } from '../../shared/service/music/musicalKeys';
import { versionWords } from '../../shared/titles/titleRule';
import { NameAllocator, titledFileName } from './exportNames';
import { dawPackWord, notesWord } from './exportWords';

export interface DawPackFacts {
  /** The source track's song name ("Neon Drive"). */
  title: string;
  /** Each stem by the title rule, as Export stems names it ("lead vocal stem"), in track order. */
  stems: readonly { version: string; ext: string }[];
  /** The service's measured tempo: average, and the range when it sent one. */
  bpm: { avg: number; min: number | null; max: number | null } | null;
  /** The service's key ("Am"), or null when the analysis did not name one. */
  key: string | null;
  durationS: number | null;
  source: { taskId: string; audioIndex: number };
  /** The three tasks the pack was made from. */
  tasks: { stems: string; midi: string; bpm: string };
}

export interface DawPackNames {
  folder: string;
  stems: string[];
  midi: string;
  notes: string;
}

const wholeBpm = (bpm: number): string => `${Math.round(bpm)} BPM`;

export function dawPackNames(
  facts: Pick<DawPackFacts, 'title' | 'stems' | 'bpm' | 'key'>,
): DawPackNames {
  const title = facts.title.trim() || 'Song';
  const inFolder = new NameAllocator();
  const stems = facts.stems.map((each) =>
    inFolder.allocate(titledFileName(title, each.version, each.ext)),
  );
  const midi = inFolder.allocate(titledFileName(title, versionWords({ action: 'midi' }), 'mid'));
  const tempoAndKey = [
    facts.bpm ? wholeBpm(facts.bpm.avg) : null,
    facts.key ? keyName(facts.key) : null,
  ].filter((part): part is string => part !== null);
  const notes = inFolder.allocate(
    titledFileName(title, tempoAndKey.join(', ') || notesWord(), 'txt'),
  );
  return { folder: titledFileName(title, dawPackWord(), ''), stems, midi, notes };
}

/** The .txt's text, in main's language: plain lines a person reads in any editor (CRLF, so Notepad shows lines too). */
export function dawPackNotes(facts: DawPackFacts, names: DawPackNames): string {
  const { bpm } = facts;
  const average = bpm ? Math.round(bpm.avg * 10) / 10 : null;
  const tempo =
    bpm === null || average === null
      ? t('mainWords.notes.tempoUnknown')
      : bpm.min !== null && bpm.max !== null && bpm.min !== bpm.max
        ? t('mainWords.notes.tempoRange', {
            bpm: average,
            min: Math.round(bpm.min),
            max: Math.round(bpm.max),
          })
        : t('mainWords.notes.tempo', { bpm: average });
  const lines = [
    `${facts.title} — ${dawPackWord()}`,
    '',
    tempo,
    facts.key
      ? t('mainWords.notes.key', { key: keyName(facts.key) })
      : t('mainWords.notes.keyUnknown'),
    t('mainWords.notes.length', { length: formatClock(facts.durationS) }),
    t('mainWords.notes.source', { index: facts.source.audioIndex, task: facts.source.taskId }),
    '',
    t('mainWords.notes.stems', { count: names.stems.length, names: names.stems.join(', ') }),
    t('mainWords.notes.midi', { name: names.midi }),
    t('mainWords.notes.tasks', {
      stems: facts.tasks.stems,
      midi: facts.tasks.midi,
      bpm: facts.tasks.bpm,
    }),
    '',
  ];
  return lines.join('\r\n');
}
