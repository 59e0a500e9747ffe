/**
 * Owns stacks in the library: the parts of one result that belong together fold under
 * their first part, in track order: a stems run's stems, a batch's images or videos, a
 * MIDI file and its note data, the formats of a download. A song's versions (extends, the
 * full song, covers, remasters, edits, versions of versions: one `songKey`) fold under the
 * take they were made from, in the order they were made, as the song page's timeline reads;
 * when the take is not on the page (paging, filters, the trash) the oldest version heads.
 * Stems, MIDI and formats keep their own stacks (stacks do not nest). A song's takes are not
 * folded: they are alternatives to audition side by side. A stack sits where its newest part
 * would; open, its parts follow the first. A closed stack's card stands for all its parts
 * (trash, export, drag): its badge says how many, and the trash notice counts them and undoes
 * them together. The results of one "Variations ×N" submit (one `variationGroup`) fold into one
 * stack before any other rule, in the order they were made. Pure: the page keeps which stacks are open.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import type { AssetView } from '../../shared/ipc/library';

type StackKind = 'variations' | 'stems' | 'images' | 'videos' | 'midi' | 'formats' | 'versions';

/** Each kind's counted words, an ICU plural in the catalogs ("{count, plural, one {# stem} other {# stems}}"). */
const COUNTED: Record<StackKind, MessageKey> = {
  variations: 'library.stack.variations',
  stems: 'library.stack.stems',
  images: 'library.stack.images',
  videos: 'library.stack.videos',
  midi: 'library.stack.midi',
  formats: 'library.stack.formats',
  versions: 'library.stack.versions',
};

export interface StackInfo {
  key: string;
  /** Every part, in track order; the first is the one shown when the stack is closed. */
  memberIds: string[];
  /** "6 stems", "4 images", "3 versions" (a song's versions, not counting its take). */
  label: string;
  open: boolean;
  /** This card is the stack's first part (its toggle lives here). */
  head: boolean;
}

function stackKind(asset: AssetView): StackKind | null {
  if (asset.variationGroup) return 'variations';
  if (asset.kind === 'audio' && (asset.action === 'stems-all' || asset.action === 'stems'))
    return 'stems';
  if (asset.kind === 'audio' && asset.action === 'download') return 'formats';
  if (asset.kind === 'image') return 'images';
  if (asset.kind === 'video' && asset.model !== 'tune' && asset.action === null) return 'videos';
  if (asset.kind === 'midi') return 'midi';
  if (asset.kind === 'audio' && asset.songKey !== null) return 'versions';
  return null;
}

/** Which stack an asset would join: a result's parts by submission, a song's versions by song. */
function stackKey(asset: AssetView, kind: StackKind): string {
  if (kind === 'variations') return `${asset.variationGroup}:variations`;
  return kind === 'versions' ? `${asset.songKey}:versions` : `${asset.submissionId}:${kind}`;
}

/** The song's take itself (its songKey is its own track), as opposed to a version made from it. */
const isTake = (asset: AssetView): boolean =>
  asset.songKey === `${asset.taskId}:${asset.trackIndex}`;

/** A part's place in its result: the track index, or a batch's "— 3 of 4" ("#3" in older titles); files land in any order. */
const BATCH_PLACE = /(?: #(\d{1,3})| (\d{1,3}) of \d{1,3})$/u;
const position = (asset: AssetView): number => {
  const match = BATCH_PLACE.exec(asset.title);
  return asset.trackIndex ?? Number(match?.[1] ?? match?.[2] ?? Number.MAX_SAFE_INTEGER);
};

/** Data (MIDI note data as JSON) after the file it describes. */
const isData = (asset: AssetView): number => (asset.mimeType.includes('json') ? 1 : 0);

const trackOrder = (a: AssetView, b: AssetView): number =>
  position(a) - position(b) ||
  isData(a) - isData(b) ||
  a.createdAt.localeCompare(b.createdAt) ||
  a.id.localeCompare(b.id);

/** The take, then its versions in the order they were made (a result's tracks in track order). */
const madeOrder = (a: AssetView, b: AssetView): number =>
  Number(isTake(b)) - Number(isTake(a)) ||
  a.createdAt.localeCompare(b.createdAt) ||
  position(a) - position(b) ||
  a.id.localeCompare(b.id);

/** The variations in the order they were made, each one's parts in track order. */
const variationOrder = (a: AssetView, b: AssetView): number =>
  a.createdAt.localeCompare(b.createdAt) || trackOrder(a, b);

function stackLabel(kind: StackKind, members: readonly AssetView[]): string {
  if (kind === 'variations') {
    // One variation per submission; a music variation brings more than one track.
    const made = new Set(members.map((member) => member.submissionId)).size;
    const label = t(COUNTED[kind], { count: made });
    return members.length > made
      ? t('library.stack.withFiles', { label, files: members.length })
      : label;
  }
  if (kind === 'midi') {
    // The note data (JSON) is not a second MIDI file: "1 MIDI file + notes".
    const files = members.filter((member) => !isData(member)).length;
    const label = t(COUNTED[kind], { count: files });
    return files < members.length ? t('library.stack.withNotes', { label }) : label;
  }
  const count =
    kind === 'versions' ? members.filter((member) => !isTake(member)).length : members.length;
  return t(COUNTED[kind], { count });
}

export interface Arranged {
  /** What the grid or list shows, in order. */
  items: AssetView[];
  /** Stack facts per shown asset id (absent for assets not in a stack). */
  stacks: ReadonlyMap<string, StackInfo>;
}

export function arrangeStacks(items: readonly AssetView[], open: ReadonlySet<string>): Arranged {
  const groups = new Map<string, AssetView[]>();
  for (const item of items) {
    const kind = stackKind(item);
    if (!kind) continue;
    const key = stackKey(item, kind);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const stacks = new Map<string, StackInfo>();
  const placed = new Set<string>();
  const shown: AssetView[] = [];
  for (const item of items) {
    const kind = stackKind(item);
    const key = kind ? stackKey(item, kind) : null;
    const members = key ? groups.get(key) : undefined;
    if (!key || !kind || !members || members.length < 2) {
      shown.push(item);
      continue;
    }
    if (placed.has(key)) continue;
    placed.add(key);
    const ordered = [...members].sort(
      kind === 'versions' ? madeOrder : kind === 'variations' ? variationOrder : trackOrder,
    );
    const label = stackLabel(kind, ordered);
    const isOpen = open.has(key);
    const info = (head: boolean): StackInfo => ({
      key,
      memberIds: ordered.map((member) => member.id),
      label,
      open: isOpen,
      head,
    });
    for (const [position, member] of (isOpen ? ordered : ordered.slice(0, 1)).entries()) {
      shown.push(member);
      stacks.set(member.id, info(position === 0));
    }
  }
  return { items: shown, stacks };
}

/** The ids an action on these cards means: a closed stack's card stands for all its parts. */
export function withFoldedParts(
  ids: readonly string[],
  stacks: ReadonlyMap<string, StackInfo>,
): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    const stack = stacks.get(id);
    if (stack && stack.head && !stack.open) for (const member of stack.memberIds) out.add(member);
    else out.add(id);
  }
  return [...out];
}
