/**
 * Owns finding the DAW packs of a collection: for each song track it holds (an audio asset
 * with a track number), the finished stems-all, MIDI and tempo tasks made from that track
 * (WAV stems first, then the newest, as the song page picks them), planned by dawPack.ts.
 * Tracks without all three are named back, never bought here: a pack costs credits and is
 * sent from the song page.
 */
import type { Journal } from '../store/journal';
import { planDawPack, type PlannedPack } from './dawPack';
import type { AssetRecord, ExportLibrary, SubmissionLookup } from './ports';

/** Results made FROM a song (its parts, notes, tempo, video): not songs of their own. */
const NOT_SONGS = new Set(['stems', 'stems-all', 'midi', 'bpm', 'aligned-lyrics', 'music-video']);

export type PackJournal = SubmissionLookup & Pick<Journal, 'succeededFrom'>;

/** The collection's song tracks, oldest first. */
function songTracks(library: ExportLibrary, collectionId: string): AssetRecord[] {
  const tracks: AssetRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = library.list({
      collectionId,
      kinds: ['audio'],
      sort: 'oldest',
      limit: 500,
      ...(cursor ? { cursor } : {}),
    });
    tracks.push(
      ...page.items.filter(
        (asset) => asset.trackIndex !== null && !NOT_SONGS.has(asset.action ?? ''),
      ),
    );
    cursor = page.nextCursor;
  } while (cursor);
  return tracks;
}

export async function collectionPacks(
  collectionId: string,
  library: ExportLibrary,
  libraryFolder: string,
  journal: PackJournal,
): Promise<{ packs: PlannedPack[]; withoutPack: AssetRecord[] }> {
  const packs: PlannedPack[] = [];
  const withoutPack: AssetRecord[] = [];
  for (const track of songTracks(library, collectionId)) {
    const made = (action: string) =>
      journal.succeededFrom(track.profileId, action, track.taskId, track.trackIndex ?? 1);
    const stems = made('stems-all');
    const wavStems = stems.find((entry) => entry.body['audio_format'] === 'wav') ?? stems[0];
    const midi = made('midi')[0];
    const bpm = made('bpm')[0];
    if (!wavStems || !midi || !bpm) {
      withoutPack.push(track);
      continue;
    }
    packs.push(
      await planDawPack(
        { stemsId: wavStems.id, midiId: midi.id, bpmId: bpm.id },
        library,
        libraryFolder,
        journal,
      ),
    );
  }
  return { packs, withoutPack };
}
