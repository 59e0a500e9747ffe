/** The `settings` domain: preferences kept in electron-store, validated by this schema. */
import { z } from 'zod';
import { event, method } from './define';
import { DEFAULT_NETWORK, networkPreferencesSchema } from './network';
import { UPDATE_CHANNELS } from './updates';
import { LANGUAGE_CHOICES } from '../i18n/locales';

/** A monthly budget in credits: a soft line that warns, an optional hard line that refuses. */
export const budgetSchema = z
  .object({
    soft: z.number().int().min(1).max(100_000_000).nullable(),
    hard: z.number().int().min(1).max(100_000_000).nullable(),
  })
  .refine((budget) => budget.soft === null || budget.hard === null || budget.hard >= budget.soft, {
    message: 'The hard line must be at least the soft line',
    path: ['hard'],
  });
export type Budget = z.infer<typeof budgetSchema>;

export const preferencesSchema = z.object({
  activeProfile: z.enum(['sandbox', 'live']),
  firstRunDone: z.boolean(),
  liveBaseUrl: z.string().max(2048).nullable(),
  polling: z.object({
    /** Multiplies every polling delay (1 = default). */
    speed: z.number().min(0.25).max(4),
  }),
  notifications: z.object({
    os: z.boolean(),
    inApp: z.boolean(),
  }),
  export: z.object({
    stemNameTemplate: z.string().min(1).max(200),
    lastFolder: z.string().max(4096).nullable(),
  }),
  /** Paid submits costing more than this ask for confirmation first; 0 = every paid submit asks. */
  confirmAboveCredits: z.number().int().min(0).max(1_000_000),
  /** Sandbox jobs spend free test credits: they ask for confirmation only when this is on. */
  confirmOnSandbox: z.boolean(),
  /** Monthly budget per profile (credits, local calendar month). */
  budgets: z.object({ sandbox: budgetSchema, live: budgetSchema }),
  /** Jobs seen from outside the window (main/desktop/desktopJobs.ts). */
  desktop: z.object({
    /** Running jobs and downloads as a progress bar on the dock icon / taskbar button. */
    progress: z.boolean(),
    /** The count of results finished while Atelier was in the background, on the dock icon. */
    badge: z.boolean(),
    /** Flash the taskbar button (bounce the dock icon) when a job ends in the background. */
    attention: z.boolean(),
  }),
  /** Settings → Network (changed through the `network` domain, which keeps the proxy password). */
  network: networkPreferencesSchema,
  /** The app's own updates: checked at launch unless turned off; Beta also takes pre-releases. */
  updates: z.object({ automatic: z.boolean(), channel: z.enum(UPDATE_CHANNELS) }),
  /** The interface's language: the OS's ('system') or one chosen in Settings (shared/i18n). */
  language: z.enum(LANGUAGE_CHOICES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  activeProfile: 'sandbox',
  firstRunDone: false,
  liveBaseUrl: null,
  polling: { speed: 1 },
  notifications: { os: true, inApp: true },
  export: { stemNameTemplate: '<title> — <version>.<ext>', lastFolder: null },
  confirmAboveCredits: 0,
  confirmOnSandbox: false,
  budgets: { sandbox: { soft: null, hard: null }, live: { soft: null, hard: null } },
  desktop: { progress: true, badge: true, attention: true },
  network: DEFAULT_NETWORK,
  updates: { automatic: true, channel: 'stable' },
  language: 'system',
};

export const settingsDomain = {
  methods: {
    get: method(z.undefined()).returns<Preferences>(),
    update: method(
      z.object({
        polling: preferencesSchema.shape.polling.partial().optional(),
        notifications: preferencesSchema.shape.notifications.partial().optional(),
        export: z.object({ stemNameTemplate: z.string().min(1).max(200).optional() }).optional(),
        confirmAboveCredits: preferencesSchema.shape.confirmAboveCredits.optional(),
        confirmOnSandbox: preferencesSchema.shape.confirmOnSandbox.optional(),
        budget: z.object({ profile: z.enum(['sandbox', 'live']), lines: budgetSchema }).optional(),
        desktop: preferencesSchema.shape.desktop.partial().optional(),
        updates: preferencesSchema.shape.updates.partial().optional(),
        language: preferencesSchema.shape.language.optional(),
      }),
    ).returns<Preferences>(),
    /** The OS's preferred languages, most preferred first (app.getPreferredSystemLanguages()); empty where main cannot tell (the web preview: the browser's are used). */
    systemLanguages: method(z.undefined()).returns<string[]>(),
  },
  events: {
    changed: event<Preferences>(),
  },
} as const;
