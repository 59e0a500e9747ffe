// One served file, fully described: rendering it again from this spec gives the same bytes
// (taskFiles.ts lists a task's specs; mediaStore.ts and the render workers render them).
import type { SongRecipe, TrackRecipe } from './trackRecipe';

export type AudioFormat = 'mp3' | 'm4a' | 'wav';

export type FileSpec =
  | { kind: 'audio'; format: AudioFormat; recipe: TrackRecipe }
  | { kind: 'midi'; song: SongRecipe }
  | {
      kind: 'image';
      format: 'png' | 'jpeg';
      prompt: string;
      aspectRatio: string;
      seed: number;
      index: number;
    }
  | {
      kind: 'video';
      prompt: string;
      aspectRatio: string;
      durationS: number;
      resolution: string;
      seed: number;
      audio?: TrackRecipe;
    };
