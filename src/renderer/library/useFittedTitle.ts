/**
 * Fits a title to the width its element has, cutting the middle of the name (the one title
 * rule's fitTitle) rather than the end: measured with a canvas in the element's own font, again
 * whenever the element is resized. Before the first measurement the title is shown whole.
 */
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { fitTitle } from '../../shared/titles/titleRule';

let canvas: HTMLCanvasElement | null = null;

function measurer(element: HTMLElement | null): ((text: string) => number) | null {
  if (!element || typeof document === 'undefined') return null;
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const style = getComputedStyle(element);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return (text) => context.measureText(text).width;
}

/** The longest cut of `title` whose width fits `width` (a binary search over the character budget). */
export function fitToWidth(
  title: string,
  width: number,
  measure: (text: string) => number,
): string {
  if (measure(title) <= width) return title;
  let low = 1;
  let high = title.length - 1;
  let best = fitTitle(title, low);
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = fitTitle(title, middle);
    if (measure(candidate) <= width) {
      best = candidate;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

/**
 * `line`: the title cut to one line; `fits` false when even the cut is wider than the room (a
 * long version: TitleText then puts the version under the name); `name`: the name alone cut to
 * the same room, for that layout.
 */
export function useFittedTitle(
  title: string,
  name: string = title,
): {
  ref: React.RefCallback<HTMLSpanElement>;
  line: string;
  fits: boolean;
  name: string;
} {
  // Mantine's size ref is a callback ref: the element itself is kept here to read its font.
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const { ref: sizeRef, width } = useElementSize<HTMLSpanElement>();
  const ref = useMergedRef(sizeRef, setElement);
  const fitted = useMemo(() => {
    const measure = width > 0 ? measurer(element) : null;
    if (!measure) return { line: title, fits: true, name };
    // One pixel of slack: canvas and layout round text widths differently.
    const line = fitToWidth(title, width - 1, measure);
    return { line, fits: measure(line) <= width - 1, name: fitToWidth(name, width - 1, measure) };
  }, [title, name, width, element]);
  return { ref, ...fitted };
}
