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

export const appDomain = {
  methods: {
    info: method(z.undefined()).returns<AppInfo>(),
    /** Opens an https URL in the user's browser; anything else is refused. */
    openExternal: method(z.object({ url: z.url() })).returns<void>(),
  },
  events: {
    /** Main asks the UI to show a place, e.g. a task after its OS notification is clicked. */
    navigate: event<{ hash: string }>(),
  },
} as const;
