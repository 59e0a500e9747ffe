/**
 * Owns the prompt library's SQL (schema: store/promptHistorySchema.ts): the history read most
 * recent first, by words (the trigram index, with the Library's search rule: searchText.ts)
 * and by model; stars; forgetting one prompt; and the templates.
 */
import { randomUUID } from 'node:crypto';
import { AtelierError } from '../../shared/errors';
import type { PromptEntry, PromptTemplate, TemplateInput } from '../../shared/ipc/prompts';
import type { Target } from '../../shared/ipc/targets';
import { templateIssues } from '../../shared/prompts/templateText';
import type { SqliteDatabase } from '../store/database';
import { searchExpression } from '../store/searchText';

export interface HistoryQuery {
  text?: string | undefined;
  model?: string | undefined;
  starred?: boolean | undefined;
  limit?: number | undefined;
}

interface HistoryRow {
  seq: number;
  prompt: string;
  model: string;
  action: string | null;
  target: string;
  first_used_at: number;
  last_used_at: number;
  uses: number;
  starred_at: number | null;
}

interface TemplateRow {
  id: string;
  name: string;
  text: string;
  variable_values: string;
  created_at: number;
  updated_at: number;
}

const iso = (ms: number): string => new Date(ms).toISOString();

function entryOf(row: HistoryRow): PromptEntry {
  return {
    id: row.seq,
    prompt: row.prompt,
    model: row.model,
    action: row.action,
    target: JSON.parse(row.target) as Target,
    firstUsedAt: iso(row.first_used_at),
    lastUsedAt: iso(row.last_used_at),
    uses: row.uses,
    starred: row.starred_at !== null,
  };
}

function templateOf(row: TemplateRow): PromptTemplate {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    values: JSON.parse(row.variable_values) as Record<string, string[]>,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export const DEFAULT_HISTORY_PAGE = 100;

export function createPromptStore(db: SqliteDatabase, clock: { now(): number }) {
  const selectEntry = db.prepare<[number], HistoryRow>(
    'SELECT * FROM prompt_history WHERE seq = ?',
  );
  const setStar = db.prepare('UPDATE prompt_history SET starred_at = ? WHERE seq = ?');
  const deleteEntry = db.prepare('DELETE FROM prompt_history WHERE seq = ?');
  const selectTemplates = db.prepare<[], TemplateRow>(
    'SELECT * FROM prompt_templates ORDER BY name COLLATE NOCASE, seq',
  );
  const selectTemplate = db.prepare<[string], TemplateRow>(
    'SELECT * FROM prompt_templates WHERE id = ?',
  );
  const insertTemplate = db.prepare(
    'INSERT INTO prompt_templates (id, name, text, variable_values, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updateTemplate = db.prepare(
    'UPDATE prompt_templates SET name = ?, text = ?, variable_values = ?, updated_at = ? WHERE id = ?',
  );
  const deleteTemplate = db.prepare('DELETE FROM prompt_templates WHERE id = ?');

  function found(id: number): HistoryRow {
    const row = selectEntry.get(id);
    if (!row)
      throw new AtelierError('not_found', 'This prompt is no longer in the history.', {
        field: 'id',
      });
    return row;
  }

  return {
    history(query: HistoryQuery = {}): PromptEntry[] {
      const where: string[] = [];
      const params: unknown[] = [];
      const match = query.text ? searchExpression(query.text) : null;
      if (match) {
        where.push('seq IN (SELECT rowid FROM prompt_search WHERE prompt_search MATCH ?)');
        params.push(match);
      }
      if (query.model) {
        where.push('model = ?');
        params.push(query.model);
      }
      if (query.starred) where.push('starred_at IS NOT NULL');
      const sql = `SELECT * FROM prompt_history ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY last_used_at DESC, seq DESC LIMIT ?`;
      params.push(query.limit ?? DEFAULT_HISTORY_PAGE);
      return db
        .prepare<unknown[], HistoryRow>(sql)
        .all(...params)
        .map(entryOf);
    },
    star(id: number, starred: boolean): PromptEntry {
      found(id);
      setStar.run(starred ? clock.now() : null, id);
      return entryOf(found(id));
    },
    forget(id: number): void {
      found(id);
      deleteEntry.run(id);
    },
    templates(): PromptTemplate[] {
      return selectTemplates.all().map(templateOf);
    },
    saveTemplate(input: TemplateInput): PromptTemplate {
      const bad = templateIssues(input.text, input.values).find(
        (issue) => issue.rule === 'bad_value' || issue.rule === 'too_many_variables',
      );
      if (bad)
        throw new AtelierError(
          'invalid_input',
          bad.rule === 'bad_value'
            ? `values.${bad.variable}: "${bad.value}" cannot hold { } | or a line break.`
            : 'text: a template has at most 12 variables.',
          { field: bad.rule === 'bad_value' ? `values.${bad.variable}` : 'text' },
        );
      const now = clock.now();
      const values = JSON.stringify(input.values);
      if (input.id) {
        if (!selectTemplate.get(input.id))
          throw new AtelierError('not_found', 'This template was deleted.', { field: 'id' });
        updateTemplate.run(input.name, input.text, values, now, input.id);
        return templateOf(selectTemplate.get(input.id)!);
      }
      const id = randomUUID();
      insertTemplate.run(id, input.name, input.text, values, now, now);
      return templateOf(selectTemplate.get(id)!);
    },
    deleteTemplate(id: string): void {
      deleteTemplate.run(id);
    },
  };
}

export type PromptStore = ReturnType<typeof createPromptStore>;
