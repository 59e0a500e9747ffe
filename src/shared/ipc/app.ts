/** The `app` domain: facts about the running application. */
import { z } from 'zod';
import { event, method } from './define';

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  /** Where Atelier keeps preferences, the library and the sandbox's data. */
  dataDirectory: string;
  /** 'electron' in the desktop app, 'web-preview' in the browser preview host. */
  shell: 'electron' | 'web-preview';
  versions: Record<string, string>;
}

export interface ColorSchemeChange {
  scheme: 'light' | 'dark';
}

/** An upgrade of the library at start-up, in the words the upgrade window shows (main/app/upgradeProgress.ts). */
export interface UpgradeProgress {
  /** The page's own words (upgrading.html holds none), in main's language, and that language's tag. */
  page: { lang: string; title: string; heading: string; lead: string };
  /** What is happening: "Rebuilding the search index". */
  activity: string;
  /** "Step 2 of 3" when the upgrade has more than one step, else "". */
  step: string;
  /** How far this step is, 0 to 1; null while it has no count yet. */
  fraction: number | null;
  /** "42,000 of 100,000 assets", or "". */
  count: string;
  /** "About 1:05 left", "Estimating the time left…", or "". */
  remaining: string;
  finished: boolean;
}

export const appDomain = {
  methods: {
    info: method(z.undefined()).returns<AppInfo>(),
    /** Opens an https URL in the user's browser; anything else is refused. */
    openExternal: method(z.object({ url: z.url() })).returns<void>(),
  },
  events: {
    /** Main asks the UI to show a place, e.g. a task after its OS notification is clicked. */
    navigate: event<{ hash: string }>(),
    /** The library is being upgraded before the app can open (start-up, after an update). */
    upgrade: event<UpgradeProgress>(),
  },
} as const;
