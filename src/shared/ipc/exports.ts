/**
 * The `exports` domain: getting assets out of Atelier — save dialogs, stems as a folder or
 * zip, MIDI as a standard .mid, whole selections, OS drag-out, and the portable library
 * archive. Paths written come from main's dialogs, never from the renderer; the one path the
 * renderer may send back (`reveal`) must be one an export returned in this run.
 */
import { z } from 'zod';
import { event, method } from './define';

const assetId = z.string().min(1).max(64);
/** The most files one "Export selection" writes, and one drag out carries. */
export const EXPORT_SELECTION_MAX = 5000;
export const DRAG_OUT_MAX = 500;

const submissionId = z.string().min(1).max(64);
/** The three finished submissions of a DAW pack (journal ids), all made from one track. */
const dawPackInput = z
  .object({ stemsId: submissionId, midiId: submissionId, bpmId: submissionId })
  .strict();

/** About ten minutes of 16-bit stereo 44.1 kHz WAV, in base64. */
export const MAX_MIXDOWN_BASE64 = 150 * 1024 * 1024;

export interface ExportResult {
  /** False when the user cancelled the dialog. */
  saved: boolean;
  /** Absolute paths written (shown to the user, e.g. "Show in folder"). */
  paths: string[];
  /** Names changed to avoid overwriting or to be valid on every OS. */
  renamed: { from: string; to: string }[];
}

export interface ArchiveImportResult {
  imported: number;
  /** Already in this library (same task and output): not duplicated. */
  skipped: number;
  failed: { name: string; reason: string }[];
}

export const exportsDomain = {
  methods: {
    /** One asset through a save dialog. */
    saveAsset: method(z.object({ id: assetId })).returns<ExportResult>(),
    /** A stems result (stems / stems-all task) as a folder of files or one zip. */
    stems: method(
      z.object({
        submissionId: z.string().min(1).max(64),
        as: z.enum(['folder', 'zip']),
        /** Default from settings: `<title> — <version>.<ext>` ("Neon Drive — lead vocal stem.wav"). */
        nameTemplate: z.string().min(1).max(200).optional(),
      }),
    ).returns<ExportResult>(),
    /**
     * A mixdown the renderer rendered (the song page's stem mixer) as a WAV file through a save
     * dialog. The bytes travel as base64 so every transport (the preview's JSON too) carries them.
     */
    saveMixdown: method(
      z.object({
        name: z.string().min(1).max(200),
        wavBase64: z.string().min(1).max(MAX_MIXDOWN_BASE64),
      }),
    ).returns<ExportResult>(),
    /** A midi result as a standard MIDI file (written from note data or the downloaded file). */
    midi: method(z.object({ id: assetId })).returns<ExportResult>(),
    /**
     * A DAW pack: the stems-all, midi and bpm results of one track as ONE folder the user
     * picks a place for (numbered stems, Song.mid, a notes .txt); see main/exports/dawPack.ts.
     */
    dawPack: method(dawPackInput).returns<ExportResult>(),
    /** Stages the same pack folder and starts an OS drag of it (into a DAW's browser). */
    dragDawPack: method(dawPackInput).returns<{ started: boolean }>(),
    /** Many assets into a folder the user picks. */
    selection: method(
      z.object({ ids: z.array(assetId).min(1).max(EXPORT_SELECTION_MAX) }),
    ).returns<ExportResult>(),
    /**
     * Shows a file in the OS file manager: a path an export wrote in this run (never any other
     * path the renderer names), or a library asset's own file.
     */
    reveal: method(
      z.union([
        z.object({ path: z.string().min(1).max(4096) }).strict(),
        z.object({ id: assetId }).strict(),
      ]),
    ).returns<{ shown: boolean }>(),
    /** Starts an OS drag of these library files from the calling window. */
    startDrag: method(z.object({ ids: z.array(assetId).min(1).max(DRAG_OUT_MAX) })).returns<{
      started: boolean;
    }>(),
    /** The whole library (manifest + media) as one archive file; with `collectionId`, only that collection's assets. */
    exportArchive: method(
      z
        .object({ collectionId: z.string().min(1).max(64) })
        .strict()
        .optional(),
    ).returns<ExportResult>(),
    /**
     * One DAW pack folder per song of a collection (each track with finished stems, MIDI and
     * tempo), all into one folder the user picks; `withoutPack` names the collection's tracks
     * that have none yet.
     */
    collectionDawPacks: method(z.object({ collectionId: z.string().min(1).max(64) })).returns<
      ExportResult & { packs: number; withoutPack: string[] }
    >(),
    importArchive: method(z.undefined()).returns<ArchiveImportResult & { cancelled: boolean }>(),
  },
  events: {
    progress: event<{ operation: string; done: number; total: number }>(),
  },
} as const;
