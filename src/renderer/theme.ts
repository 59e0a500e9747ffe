import {
  createTheme,
  darken,
  Drawer,
  Modal,
  Notification,
  type CSSVariablesResolver,
} from '@mantine/core';
import { t } from '../shared/i18n/activeLanguage';

/**
 * A close button's name in the language of the moment. The theme is made once, so the name is
 * a getter: Mantine keeps this object as given (its theme merge copies no leaf of a component it
 * does not know) and spreads it into the button at each render, reading the name then.
 */
const closeButton = (key: 'shell.close' | 'shell.dismissNotification') => ({
  closeButtonProps: {
    get 'aria-label'(): string {
      return t(key);
    },
  },
});

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Filled surfaces (badges, buttons) get black or white text, whichever reads (WCAG AA);
  // the threshold is lower than Mantine's 0.3 so red, blue and teal fills take black text.
  autoContrast: true,
  luminanceThreshold: 0.2,
  // A user who asks the OS for less motion gets no sliding or fading: drawers, modals and
  // notifications appear at once (Mantine's transitions take a duration of 0). The browser suite
  // does not emulate it: over a spec-like walk it saved no measurable CPU (e2e/browserCpu.ts).
  respectReducedMotion: true,
  components: {
    Drawer: Drawer.extend({ defaultProps: closeButton('shell.close') }),
    Modal: Modal.extend({ defaultProps: closeButton('shell.close') }),
    Notification: Notification.extend({
      defaultProps: closeButton('shell.dismissNotification'),
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

/**
 * Text contrast to WCAG AA (4.5:1), checked by the axe e2e spec. Mantine's defaults fall short
 * in the light scheme: "dimmed" text (gray 6 on white, 3.3:1), and light-variant badges and
 * active links (shade 9 on shade 1, e.g. 3.8:1 for green). Light variants here sit on shade 0
 * with their text a little darker than shade 9, as is coloured text. In the dark scheme a
 * field's error text (red 8 on dark grey, 3:1) is lighter, and dimmed text is #acacac: it must
 * also read on a hovered table row (dark 5), where #a3a3a3 gave 4.4:1 (4.9:1 now).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const lightVariants: Record<string, string> = {};
  for (const [name, shades] of Object.entries(resolved.colors)) {
    lightVariants[`--mantine-color-${name}-light`] = `var(--mantine-color-${name}-0)`;
    lightVariants[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.25);
    // `c="orange"` and friends: coloured text, readable on the page.
    lightVariants[`--mantine-color-${name}-text`] = darken(shades[9], 0.25);
  }
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': '#585f66',
      ...lightVariants,
      '--mantine-color-error': lightVariants['--mantine-color-red-text'] ?? '',
    },
    dark: { '--mantine-color-dimmed': '#acacac', '--mantine-color-error': resolved.colors.red[4] },
  };
};
