/**
 * The contents of a diagnostics zip, as named files: versions (`system.json`), preferences
 * without secrets (`settings.json`), the last log lines (`logs.txt`), the database's
 * integrity check (`integrity.txt`), journal counts (`journal.json`), recent submissions by
 * id and state (`submissions.json`) and the crash dumps' names and sizes (`crash-dumps.json`).
 * Everything passes the redactor; prompts go in only when `includePrompts` is set.
 */
import { arch, release, type as osType } from 'node:os';
import type { AppInfo } from '../../shared/ipc/app';
import type { Preferences } from '../../shared/ipc/settings';
import type { Redactor } from '../logging/redactor';
import { readLastLines } from '../logging/rotatingFile';
import type { SqliteDatabase } from '../store/database';
import { listCrashDumps } from './crashDumps';
import { promptTexts, removePrompts, withoutPrompts } from './prompts';

export const DIAGNOSTICS_LOG_LINES = 2_000;
/** Recent submissions listed (ids, states, error codes): enough to find the one that went wrong. */
export const DIAGNOSTICS_SUBMISSIONS = 50;

export interface DiagnosticsSources {
  appInfo(): AppInfo | Promise<AppInfo>;
  preferences(): Preferences;
  db: SqliteDatabase;
  logFiles(): string[];
  crashDumpsFolder: string;
  redactor: Redactor;
  now?: () => number;
}

interface SubmissionRow {
  id: string;
  task_id: string | null;
  model: string;
  action: string | null;
  kind: string;
  state: string;
  status: string | null;
  error: string | null;
  body: string;
  summary: string;
  created_at: number;
}

export async function diagnosticsFiles(
  sources: DiagnosticsSources,
  includePrompts: boolean,
): Promise<{ name: string; text: string }[]> {
  const { db, redactor } = sources;
  const rows = db
    .prepare(
      `SELECT id, task_id, model, action, kind, state, status, error, body, summary, created_at FROM submissions ORDER BY seq DESC LIMIT ${DIAGNOSTICS_SUBMISSIONS * 10}`,
    )
    .all() as SubmissionRow[];
  const parsed = rows.map((row) => ({ ...row, body: parseObject(row.body) }));
  const prompts = includePrompts ? [] : promptTexts(parsed);
  const clean = (text: string) => removePrompts(redactor.text(text), prompts);
  const json = (value: unknown) => clean(JSON.stringify(redactor.value(value), null, 2));

  const info = await sources.appInfo();
  const system = {
    app: { name: info.name, version: info.version, shell: info.shell },
    versions: {
      app: info.version,
      electron: info.versions['electron'] ?? null,
      chromium: info.versions['chrome'] ?? null,
      node: info.versions['node'] ?? process.versions.node,
    },
    os: { platform: process.platform, type: osType(), release: release(), arch: arch() },
    writtenAt: new Date((sources.now ?? Date.now)()).toISOString(),
  };
  const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
    (row) => row.integrity_check,
  );
  const byState = db
    .prepare('SELECT state, COUNT(*) AS count FROM submissions GROUP BY state ORDER BY state')
    .all() as { state: string; count: number }[];
  const byStatus = db
    .prepare(
      "SELECT COALESCE(status, 'none') AS status, COUNT(*) AS count FROM submissions WHERE state = 'accepted' GROUP BY status ORDER BY status",
    )
    .all() as { status: string; count: number }[];
  const submissions = parsed.slice(0, DIAGNOSTICS_SUBMISSIONS).map((row) => ({
    id: row.id,
    taskId: row.task_id,
    model: row.model,
    action: row.action,
    kind: row.kind,
    state: row.state,
    status: row.status,
    error: errorSummary(row.error),
    createdAt: new Date(row.created_at).toISOString(),
    ...(includePrompts
      ? { summary: row.summary, body: row.body }
      : { body: withoutPrompts(row.body) }),
  }));
  const logLines = readLastLines(sources.logFiles(), DIAGNOSTICS_LOG_LINES);

  return [
    { name: 'system.json', text: json(system) },
    { name: 'settings.json', text: json(sources.preferences()) },
    { name: 'logs.txt', text: logLines.map(clean).join('\n') + (logLines.length > 0 ? '\n' : '') },
    { name: 'integrity.txt', text: `${integrity.join('\n')}\n` },
    {
      name: 'journal.json',
      text: json({
        total: byState.reduce((sum, row) => sum + row.count, 0),
        byState: Object.fromEntries(byState.map((row) => [row.state, row.count])),
        acceptedByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.count])),
      }),
    },
    { name: 'submissions.json', text: json({ promptsIncluded: includePrompts, submissions }) },
    { name: 'crash-dumps.json', text: json(await listCrashDumps(sources.crashDumpsFolder)) },
  ];
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function errorSummary(text: string | null): { code: unknown; message: unknown } | null {
  if (!text) return null;
  const error = parseObject(text);
  return { code: error['code'] ?? null, message: error['message'] ?? null };
}
