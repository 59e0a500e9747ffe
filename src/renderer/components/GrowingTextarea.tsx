/**
 * A textarea that grows with its text between `minRows` and `maxRows` lines (then scrolls),
 * sized by the browser itself: CSS `field-sizing: content` (Chromium 123+, so every Electron
 * Atelier ships and the suite's Chromium).
 *
 * Mantine's `autosize` measures instead: after every render of the field it reads the
 * textarea's computed style and the height of a hidden copy, forcing a style and layout pass
 * each time. On the Generate page's first load that was 71 ms of the main thread (CDP profile),
 * and the form re-renders on each keystroke and price update.
 */
import { Textarea, type TextareaProps } from '@mantine/core';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'rows' | 'styles'> {
  minRows: number;
  /** Unbounded when left out. */
  maxRows?: number;
  /** More style for the text field itself (a monospace font, say). */
  inputStyle?: React.CSSProperties;
}

/** The height of `rows` lines of the field's own line height, with its padding and border (Mantine's). */
const heightOf = (rows: number): string =>
  `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 0.125rem * var(--mantine-scale, 1))`;

export function GrowingTextarea(props: GrowingTextareaProps): React.JSX.Element {
  const { minRows, maxRows, inputStyle, ...rest } = props;
  const input: React.CSSProperties = {
    ...inputStyle,
    fieldSizing: 'content',
    minHeight: heightOf(minRows),
    ...(maxRows === undefined ? {} : { maxHeight: heightOf(maxRows) }),
  };
  return <Textarea {...rest} styles={{ input }} />;
}
