/**
 * Owns the prompt library's SQL (schema: store/promptHistorySchema.ts): the history read most
 * recent first, by words (the trigram index, with the Library's search rule: searchText.ts)
 * and by model; stars; forgetting one prompt; and the templates.
 */
import { randomUUID } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { t } from '../../shared/i18n/activeLanguage';
import { AtelierError } from '../../shared/errors';
import type { PromptEntry, PromptTemplate, TemplateInput } from '../../shared/ipc/prompts';
import type { Target } from '../../shared/ipc/targets';
import { MAX_TEMPLATE_VARIABLES, templateIssues } from '../../shared/prompts/templateText';
import type { SqliteDatabase } from '../store/database';
import { withinWalkBudget } from '../store/searchFunctions';
import { searchExpression, searchTerms } from '../store/searchText';

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

export const DEFAULT_HISTORY_PAGE = 50;
/**
 * How long a text search walks the recency index before it reads the index's matches instead.
 * A walk tests about 300 rows a millisecond, so one that has not filled its page by then is
 * for a text in under 1 prompt of 15: few matches, quickly read and sorted.
 */
export const WALK_BUDGET_MS = 5;

interface Clauses {
  where: string[];
  params: unknown[];
}

function filters(query: HistoryQuery): Clauses {
  let clauses: Clauses = { where: [], params: [] };
  if (query.model) clauses = withClause(clauses, 'model = ?', query.model);
  if (query.starred) clauses = withClause(clauses, 'starred_at IS NOT NULL');
  return clauses;
}

function withClause(clauses: Clauses, sql: string, ...params: unknown[]): Clauses {
  return { where: [...clauses.where, sql], params: [...clauses.params, ...params] };
}

export function createPromptStore(
  db: SqliteDatabase,
  clock: { now(): number },
  /** How long a text search walks before reading the matches (tests pass 0 to take that path). */
  walkBudgetMs = WALK_BUDGET_MS,
) {
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

  /** Most recently used first; prepared once per shape of query (a handful). */
  const pages = new Map<string, Statement<unknown[], HistoryRow>>();
  function readPage({ where, params }: Clauses, limit: number): PromptEntry[] {
    const sql = `SELECT * FROM prompt_history ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY last_used_at DESC, seq DESC LIMIT ?`;
    let statement = pages.get(sql);
    if (!statement) pages.set(sql, (statement = db.prepare<unknown[], HistoryRow>(sql)));
    return statement.all(...params, limit).map(entryOf);
  }

  function found(id: number): HistoryRow {
    const row = selectEntry.get(id);
    if (!row)
      throw new AtelierError('not_found', t('mainWords.prompts.historyGone'), {
        field: 'id',
      });
    return row;
  }

  return {
    history(query: HistoryQuery = {}): PromptEntry[] {
      const limit = query.limit ?? DEFAULT_HISTORY_PAGE;
      const terms = query.text ? searchTerms(query.text) : null;
      if (!terms) return readPage(filters(query), limit);
      // First the recency index, walked and each row tested as the index would answer, until
      // the page is full: quick for a common text. A text too rare to fill the page soon stops
      // at the walk's budget and is read from the index's matches, which are then few.
      const walk = withClause(
        withClause(filters(query), "atelier_text_has(?, ' ' || prompt)", JSON.stringify(terms)),
        'atelier_walk_budget(seq)',
      );
      const walked = withinWalkBudget(db, walkBudgetMs, () => readPage(walk, limit));
      if (walked) return walked;
      const match = 'seq IN (SELECT rowid FROM prompt_search WHERE prompt_search MATCH ?)';
      return readPage(withClause(filters(query), match, searchExpression(query.text!)), limit);
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
            ? t('mainWords.prompts.badValue', { variable: bad.variable, value: bad.value })
            : t('mainWords.prompts.tooManyVariables', { max: MAX_TEMPLATE_VARIABLES }),
          { field: bad.rule === 'bad_value' ? `values.${bad.variable}` : 'text' },
        );
      const now = clock.now();
      const values = JSON.stringify(input.values);
      if (input.id) {
        if (!selectTemplate.get(input.id))
          throw new AtelierError('not_found', t('mainWords.prompts.templateGone'), { field: 'id' });
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
