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

export function useFittedTitle(title: string): {
  ref: React.RefCallback<HTMLSpanElement>;
  text: string;
} {
  // Mantine's size ref is a callback ref: the element itself is kept here to read its font.
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const { ref: sizeRef, width } = useElementSize<HTMLSpanElement>();
  const ref = useMergedRef(sizeRef, setElement);
  const text = useMemo(() => {
    const measure = width > 0 ? measurer(element) : null;
    // One pixel of slack: canvas and layout round text widths differently.
    return measure ? fitToWidth(title, width - 1, measure) : title;
  }, [title, width, element]);
  return { ref, text };
}
