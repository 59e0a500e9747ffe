/**
 * Owns what a DAW pack is called and what its notes say: one folder ("Song – DAW pack")
 * holding numbered stems in the order the separation returned them ("01 Lead vocal.wav"),
 * the MIDI as "Song.mid" and a short "Song – 120 BPM – A minor.txt" with tempo, key, length
 * and the source task. Every name goes through exportNames.ts, so the pack reads the same on
 * Windows, macOS and Linux.
 */
import { formatClock } from '../../shared/format/clock';
import { keyName } from '../../shared/service/music/musicalKeys';
import { NameAllocator, sanitizeFileName } from './exportNames';

export interface DawPackFacts {
  /** The source track's title ("Neon Drive"). */
  title: string;
  /** Stem names as the stems export names them ("lead vocal", "drums"), in track order. */
  stems: readonly { stem: string; ext: string }[];
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

/** "lead_vocal" / "lead vocal" → "Lead vocal". */
export function stemLabel(stem: string): string {
  const words = stem.replace(/[_-]+/gu, ' ').replace(/\s+/gu, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Track';
}

const wholeBpm = (bpm: number): string => `${Math.round(bpm)} BPM`;

export function dawPackNames(facts: Pick<DawPackFacts, 'title' | 'stems' | 'bpm' | 'key'>): DawPackNames {
  const title = sanitizeFileName(facts.title, 'Song');
  const inFolder = new NameAllocator();
  const stems = facts.stems.map((each, position) => inFolder.allocate(`${String(position + 1).padStart(2, '0')} ${stemLabel(each.stem)}.${each.ext}`));
  const midi = inFolder.allocate(`${title}.mid`);
  const noteParts = [title, facts.bpm ? wholeBpm(facts.bpm.avg) : null, facts.key ? keyName(facts.key) : null].filter((part): part is string => part !== null);
  const notes = inFolder.allocate(`${noteParts.join(' – ')}.txt`);
  return { folder: sanitizeFileName(`${title} – DAW pack`), stems, midi, notes };
}

/** The .txt's text: plain lines a person reads in any editor (CRLF, so Notepad shows lines too). */
export function dawPackNotes(facts: DawPackFacts, names: DawPackNames): string {
  const { bpm } = facts;
  const range = bpm && bpm.min !== null && bpm.max !== null && bpm.min !== bpm.max ? ` (${Math.round(bpm.min)}–${Math.round(bpm.max)} across the track)` : '';
  const lines = [
    `${facts.title} – DAW pack`,
    '',
    `Tempo: ${bpm ? `${Math.round(bpm.avg * 10) / 10} BPM${range}, measured by the service` : 'not measured'}`,
    `Key: ${facts.key ? keyName(facts.key) : 'not named by the analysis'}`,
    `Length: ${formatClock(facts.durationS)}`,
    `Source: track ${facts.source.audioIndex} of task ${facts.source.taskId}`,
    '',
    `Stems (${names.stems.length}): ${names.stems.join(', ')}`,
    `MIDI: ${names.midi}`,
    `Made by the tasks: stems ${facts.tasks.stems}, MIDI ${facts.tasks.midi}, tempo ${facts.tasks.bpm}`,
    '',
  ];
  return lines.join('\r\n');
}
