/**
 * Owns where the Library's grid and list were scrolled to, for this window's session: a page
 * unmounts when another is shown, and coming back to the Library puts the view where it was.
 */
export type ScrolledView = 'grid' | 'list';

const offsets = new Map<ScrolledView, number>();

/** For a virtualizer: start at the remembered offset, remember each new one. */
export function scrollMemory(view: ScrolledView): {
  initialOffset: () => number;
  onChange: (instance: { scrollOffset: number | null }) => void;
} {
  return {
    initialOffset: () => offsets.get(view) ?? 0,
    onChange: (instance) => {
      if (instance.scrollOffset !== null) offsets.set(view, instance.scrollOffset);
    },
  };
}
