/**
 * Owns putting a recipe into a file's bytes and reading it back, for the five formats Atelier
 * exports (PNG, JPEG, MP3, WAV, MP4/M4A), each told by its first bytes, never by a name.
 * Other files (MIDI, JSON) carry no recipe: `writeRecipe` answers null for them.
 */
import {
  parseRecipeJson,
  recipeDescription,
  recipeJson,
  type Recipe,
} from '../../../shared/recipe/recipe';
import { isJpeg, readJpegRecipe, writeJpegRecipe, xmpPacket } from './jpegRecipe';
import { isMp3, readMp3Recipe, writeMp3Recipe } from './mp3Recipe';
import { isMp4, readMp4Recipe, writeMp4Recipe } from './mp4Recipe';
import { isPng, readPngRecipe, writePngRecipe } from './pngRecipe';
import { isWav, readWavRecipe, writeWavRecipe } from './wavRecipe';

export type RecipeFormat = 'png' | 'jpeg' | 'mp3' | 'wav' | 'mp4';

export function recipeFormatOf(bytes: Buffer): RecipeFormat | null {
  if (isPng(bytes)) return 'png';
  if (isJpeg(bytes)) return 'jpeg';
  if (isWav(bytes)) return 'wav';
  if (isMp4(bytes)) return 'mp4';
  if (isMp3(bytes)) return 'mp3';
  return null;
}

/** The file's bytes with the recipe written in, or null for a format that carries none. */
export function writeRecipe(bytes: Buffer, recipe: Recipe): Buffer | null {
  const texts = {
    recipe: recipeJson(recipe),
    description: recipeDescription(recipe),
    software: recipe.software,
  };
  switch (recipeFormatOf(bytes)) {
    case 'png':
      return writePngRecipe(bytes, texts);
    case 'jpeg':
      return writeJpegRecipe(bytes, xmpPacket({ ...texts, createdAt: recipe.createdAt }));
    case 'mp3':
      return writeMp3Recipe(bytes, texts);
    case 'wav':
      return writeWavRecipe(bytes, { ...texts, title: recipe.title, createdAt: recipe.createdAt });
    case 'mp4':
      return writeMp4Recipe(bytes, texts);
    default:
      return null;
  }
}

const READERS: Record<RecipeFormat, (bytes: Buffer) => string | null> = {
  png: readPngRecipe,
  jpeg: readJpegRecipe,
  mp3: readMp3Recipe,
  wav: readWavRecipe,
  mp4: readMp4Recipe,
};

export type RecipeReading =
  { found: true; recipe: Recipe } | { found: false; reason: 'unsupported' | 'none' | 'unreadable' };

/** The recipe a file holds, or why none could be read (never throws on a damaged file). */
export function readRecipe(bytes: Buffer): RecipeReading {
  const format = recipeFormatOf(bytes);
  if (!format) return { found: false, reason: 'unsupported' };
  let text: string | null;
  try {
    text = READERS[format](bytes);
  } catch {
    return { found: false, reason: 'unreadable' };
  }
  if (text === null) return { found: false, reason: 'none' };
  const recipe = parseRecipeJson(text);
  return recipe ? { found: true, recipe } : { found: false, reason: 'unreadable' };
}
