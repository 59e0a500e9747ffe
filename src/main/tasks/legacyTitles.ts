/**
 * Rebuilds the titles an older title rule stored ("(1) (extended, 1) (full song)", "rain (2)",
 * "Night Drive – drum kit") by today's rule, from the facts the task journal holds: the same
 * words the downloader would write now (outputTitle.ts), named after the song ("Neon Drive —
 * full song"). Run in the background once the window shows, from where the last run stopped: the
 * mark (store/upkeepMarks.ts) says which assets were checked, so a start reads only what was saved
 * since (none, most starts), not the whole library (2.5 s at a million assets, issue 24). Once
 * rebuilt a title has no older-rule form, so checking a range again would change nothing.
 *
 * A title the user renamed is never touched. Renames are stored as plain titles, so an older
 * rule's title is told by its form (shared/titles/titleRule.olderRuleName: only versions those
 * rules wrote after the name) AND by its name, which must be one the facts could have given it
 * (the track's, the request's, the prompt summary, the source song's, the model): "Summer (2)"
 * typed over "rain (2)" stays.
 */
import type { LibraryStore } from '../library/libraryStore';
import type { UpkeepMark } from '../store/upkeepMarks';
import { planOutputs, type PlannedOutput } from '../outputs/outputPlan';
import { nameOf, olderRuleName } from '../../shared/titles/titleRule';
import { modelOf, outputCounts, outputTitle } from './outputTitle';
import type { JournalEntry, JournalPort, StatusData } from './ports';

export interface LegacyTitlePorts {
  journal: Pick<JournalPort, 'get' | 'getByTaskId'>;
  library: Pick<LibraryStore, 'olderTitles' | 'update' | 'bySubmission' | 'lastSeq'>;
  /** How far an earlier run checked; without one (tests, tools) every asset is checked. */
  mark?: UpkeepMark;
  /** Seqs read per step; TITLE_CHECK_RANGE unless a test asks for a small one. */
  range?: number;
}

/** Seqs read per step: a step's work is bounded by the range, not by how many titles match. */
export const TITLE_CHECK_RANGE = 5000;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Rebuilds every older-rule title it can, a page at a time: yields each page's changed ids. */
export function* legacyTitleSteps(ports: LegacyTitlePorts): Generator<string[], void> {
  // The names older titles of a submission led with, so its versions (rebuilt after it) still
  // recognise the song's name they were given then.
  const formerNames = new Map<string, Set<string>>();
  const plans = new Map<string, { entry: JournalEntry; outputs: PlannedOutput[] } | null>();
  const planOf = (submissionId: string) => {
    if (!plans.has(submissionId)) {
      const entry = ports.journal.get(submissionId);
      const status = entry?.statusResult as StatusData | null | undefined;
      plans.set(
        submissionId,
        entry && status ? { entry, outputs: planOutputs(entry.kind, status) } : null,
      );
    }
    return plans.get(submissionId)!;
  };

  function offeredNames(entry: JournalEntry, output: PlannedOutput): Set<string> {
    const names = [
      '',
      text(output.title),
      text(entry.body['title']),
      entry.summary,
      modelOf(entry),
    ];
    for (const source of entry.sources) {
      const from = ports.journal.getByTaskId(source.taskId);
      if (!from) continue;
      names.push(from.summary, ...(formerNames.get(from.id) ?? []));
      names.push(...ports.library.bySubmission(from.id).map((asset) => asset.title));
    }
    return new Set(names.flatMap((name) => [name.trim(), nameOf(name)]));
  }

  const last = ports.library.lastSeq();
  // Once an advance fails (an asset was saved below the mark meanwhile), the mark stays there.
  let marking = true;
  for (let after = ports.mark?.get() ?? 0; after < last; plans.clear()) {
    const through = Math.min(last, after + (ports.range ?? TITLE_CHECK_RANGE));
    const page = ports.library.olderTitles(after, through);
    const changed: string[] = [];
    for (const asset of page) {
      const plan = planOf(asset.submissionId);
      const output = plan?.outputs.find((each) => each.key === asset.outputKey);
      if (!plan || !output) continue; // no facts to rebuild from (an imported asset): kept
      const older = olderRuleName(asset.title, output.stem);
      if (older === null || !offeredNames(plan.entry, output).has(older)) continue;
      const title = outputTitle(plan.entry, output, outputCounts(plan.outputs), ports);
      const names = formerNames.get(asset.submissionId) ?? new Set<string>();
      formerNames.set(asset.submissionId, names.add(older));
      if (title === asset.title) continue;
      ports.library.update(asset.id, { title });
      changed.push(asset.id);
    }
    // After the range's titles: a kill before this checks the range again, which is harmless.
    if (ports.mark && marking) marking = ports.mark.advance(after, through);
    after = through;
    yield changed;
  }
}

/** All at once (tests, tools); returns how many titles changed. */
export function rebuildLegacyTitles(ports: LegacyTitlePorts): number {
  let changed = 0;
  for (const ids of legacyTitleSteps(ports)) changed += ids.length;
  return changed;
}

/**
 * After the window shows, in the background: a range, then a turn of the event loop, so even a
 * first check of a large library (about 0.1 s of reads per 100,000 assets) never holds the app
 * back. Each range's changes are announced so an open Library shows the new titles.
 */
export async function rebuildLegacyTitlesInBackground(
  ports: LegacyTitlePorts,
  announce: (assetIds: string[]) => void,
  /** Aborted when the app closes: the database closes after this range, not in the middle of one. */
  signal?: AbortSignal,
): Promise<number> {
  let changed = 0;
  const steps = legacyTitleSteps(ports);
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (signal?.aborted) return changed;
    const step = steps.next();
    if (step.done) return changed;
    changed += step.value.length;
    if (step.value.length > 0) announce(step.value);
  }
}
