/**
 * The `prompts` domain: the prompt library. Every submitted prompt is in a history (once per
 * model, written with the journal's row), searchable by its words and filterable by model;
 * a prompt can be starred to keep it at hand; templates with variables feed batches
 * (shared/prompts/templateText.ts).
 */
import { z } from 'zod';
import { event, method } from './define';
import type { Target } from './targets';
import { MAX_TEMPLATE_VARIABLES, MAX_VARIABLE_VALUES } from '../prompts/templateText';

export interface PromptEntry {
  id: number;
  prompt: string;
  /** The model key (`tune` for music actions) and the last job's action. */
  model: string;
  action: string | null;
  /** The last job's target: what "Reuse" opens. */
  target: Target;
  firstUsedAt: string;
  lastUsedAt: string;
  /** How many jobs were sent with it (Variations ×3 counts three). */
  uses: number;
  starred: boolean;
}

export interface PromptTemplate {
  id: string;
  name: string;
  text: string;
  /** Each variable's values: `{ color: ['red', 'blue'] }`. */
  values: Record<string, string[]>;
  createdAt: string;
  updatedAt: string;
}

export const MAX_HISTORY_PAGE = 200;
export const MAX_TEMPLATE_TEXT = 5000;

const historyQuery = z
  .object({
    text: z.string().max(500).optional(),
    model: z.string().min(1).max(64).optional(),
    starred: z.boolean().optional(),
    limit: z.number().int().min(1).max(MAX_HISTORY_PAGE).optional(),
  })
  .strict();

const entryId = z.number().int().positive();

const templateInput = z
  .object({
    /** Absent: a new template. */
    id: z.string().uuid().optional(),
    name: z.string().trim().min(1).max(80),
    text: z.string().trim().min(1).max(MAX_TEMPLATE_TEXT),
    values: z
      .record(
        z.string().min(1).max(40),
        z.array(z.string().trim().min(1).max(500)).max(MAX_VARIABLE_VALUES),
      )
      .refine((values) => Object.keys(values).length <= MAX_TEMPLATE_VARIABLES, {
        message: `at most ${MAX_TEMPLATE_VARIABLES} variables`,
      }),
  })
  .strict();
export type TemplateInput = z.output<typeof templateInput>;

export const promptsDomain = {
  methods: {
    /** The most recently used prompts first; `text` matches words anywhere, as the Library's search. */
    history: method(historyQuery).returns<{ items: PromptEntry[] }>(),
    star: method(z.object({ id: entryId, starred: z.boolean() }).strict()).returns<PromptEntry>(),
    /** Removes one prompt from the history (its jobs stay in the journal and the library). */
    forget: method(z.object({ id: entryId }).strict()).returns<void>(),
    templates: method(z.undefined()).returns<PromptTemplate[]>(),
    saveTemplate: method(templateInput).returns<PromptTemplate>(),
    deleteTemplate: method(z.object({ id: z.string().uuid() }).strict()).returns<void>(),
  },
  events: {
    /** The history or the templates changed (a job was sent, a star, a template saved). */
    changed: event<{ what: 'history' | 'templates' }>(),
  },
} as const;
