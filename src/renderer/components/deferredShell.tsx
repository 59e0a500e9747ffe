/**
 * Parts of the shell that are not drawn at first paint, loaded right after it: the command
 * palette (Spotlight, its actions and search) only opens on Ctrl/Cmd+K or a click, and the
 * welcome dialog only on a first start, the shortcut sheet on Ctrl/Cmd+/, and the audition
 * player bar (its waveform and tempo code) once something plays. Each sits in its own Suspense boundary with no
 * fallback, so the rest of the shell never waits for them (issue 24: JS before first paint,
 * budget in bundle-budget.json).
 */
import { lazy, Suspense } from 'react';
import { loadPageMessages } from '../i18n/rendererLanguage';

/** A deferred part speaks the pages' words too: its module and those words arrive together. */
function withWords<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadPageMessages()]).then(([loaded]) => loaded);
}

const LazyCommandPalette = lazy(() =>
  withWords(import('../palette/CommandPalette')).then((module) => ({
    default: module.CommandPalette,
  })),
);
const LazyWelcome = lazy(() =>
  withWords(import('../account/Welcome')).then((module) => ({ default: module.Welcome })),
);

const LazyShortcutSheet = lazy(() =>
  withWords(import('../commands/ShortcutSheet')).then((module) => ({
    default: module.ShortcutSheet,
  })),
);
const LazyAuditionBar = lazy(() =>
  import('../audition/AuditionBar').then((module) => ({ default: module.AuditionBar })),
);

export function ShortcutSheet(): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <LazyShortcutSheet />
    </Suspense>
  );
}

export function AuditionBar(): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <LazyAuditionBar />
    </Suspense>
  );
}

export function CommandPalette(): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <LazyCommandPalette />
    </Suspense>
  );
}

export function Welcome(): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <LazyWelcome />
    </Suspense>
  );
}
