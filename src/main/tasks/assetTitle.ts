/**
 * The title a downloaded output gets in the library. In order: the track's own title, the
 * request's title, its prompt summary, the title of the track it was made from (stems,
 * crop, extend… carry no words of their own), the model. A stem adds its part
 * ("Night Drive – drum kit"); a result with several tracks numbers them ("… (2)").
 */
export interface AssetTitleInput {
  trackTitle: string | null;
  stem: string | null;
  trackIndex: number | null;
  /** Tracks in this result: numbering is only needed when there are several. */
  trackCount: number;
  requestTitle: string | null;
  summary: string;
  sourceTitle: string | null;
  model: string;
}

export function assetTitle(input: AssetTitleInput): string {
  const base = input.trackTitle ?? input.requestTitle ?? (input.summary || input.sourceTitle || input.model);
  if (input.stem) return `${base} – ${input.stem}`;
  if (input.trackIndex !== null && input.trackTitle === null && input.trackCount > 1) return `${base} (${input.trackIndex})`;
  return base;
}
