/** The `diagnostics` domain: renderer errors into the main log, the logs folder, the diagnostics zip. */
import { z } from 'zod';
import { method } from './define';

/** Limits the renderer truncates to before sending (a stack is long, but not unbounded). */
export const RENDERER_ERROR_LIMITS = { message: 2_000, stack: 8_000, source: 2_048 } as const;

export const rendererErrorSchema = z.object({
  /** window `error`, `unhandledrejection`, or a React error boundary. */
  kind: z.enum(['error', 'unhandledrejection', 'render']),
  message: z.string().max(RENDERER_ERROR_LIMITS.message),
  stack: z.string().max(RENDERER_ERROR_LIMITS.stack).optional(),
  /** Script URL and line, e.g. `index.js:12:5`. */
  source: z.string().max(RENDERER_ERROR_LIMITS.source).optional(),
});
export type RendererError = z.infer<typeof rendererErrorSchema>;

export interface DiagnosticsExport {
  /** Where the zip was written. */
  path: string;
  bytes: number;
  /** The archive's file names, for the confirmation. */
  files: string[];
}

export const diagnosticsDomain = {
  methods: {
    /** A renderer error for the main log; rate-limited, so a looping page cannot fill the disk. */
    reportError: method(rendererErrorSchema).returns<void>(),
    /** Shows the current log file in the OS file manager; answers the folder (the preview has no file manager). */
    openLogsFolder: method(z.undefined()).returns<{ folder: string }>(),
    /** Asks where to save, then writes the diagnostics zip; null when the user cancels the dialog. */
    export: method(z.object({ includePrompts: z.boolean() })).returns<DiagnosticsExport | null>(),
  },
  events: {},
} as const;
