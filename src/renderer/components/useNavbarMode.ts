// Owns the sidebar's width choice: icons only below the `lg` breakpoint unless the user chose,
// and the user's choice (the toggle at the sidebar's foot) remembered in localStorage, as the
// drafts and the audition queue are.
import { em, useMantineTheme } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';

export type NavbarChoice = 'auto' | 'compact' | 'expanded';

export const NAVBAR_STORAGE_KEY = 'atelier.navbar';
/** Wide enough for an icon with its padding; the labels then live in tooltips and aria-labels. */
export const NAVBAR_COMPACT_WIDTH = 64;
export const NAVBAR_WIDTH = 220;

export interface NavbarMode {
  compact: boolean;
  width: number;
  toggle: () => void;
}

export function isNavbarChoice(value: unknown): value is NavbarChoice {
  return value === 'auto' || value === 'compact' || value === 'expanded';
}

export function useNavbarMode(): NavbarMode {
  const theme = useMantineTheme();
  // Read on the first render (no flash of the wide sidebar in a small window).
  const wide = useMediaQuery(`(min-width: ${em(theme.breakpoints.lg)})`, true, {
    getInitialValueInEffect: false,
  });
  const [choice, setChoice] = useLocalStorage<NavbarChoice>({
    key: NAVBAR_STORAGE_KEY,
    defaultValue: 'auto',
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        const parsed: unknown = raw === undefined ? 'auto' : JSON.parse(raw);
        return isNavbarChoice(parsed) ? parsed : 'auto';
      } catch {
        return 'auto';
      }
    },
  });
  const compact = choice === 'auto' ? !wide : choice === 'compact';
  return {
    compact,
    width: compact ? NAVBAR_COMPACT_WIDTH : NAVBAR_WIDTH,
    toggle: () => setChoice(compact ? 'expanded' : 'compact'),
  };
}
