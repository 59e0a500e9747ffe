// Persistence for --data: an append-only JSON-lines journal of account balances and tasks,
// compacted into a snapshot on open. Media is never stored here (it is regenerated from
// task seeds), so the journal stays small and every write is one short synchronous append.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { AccountRecord, TaskRecord } from './taskRecord';

type JournalLine =
  | { type: 'balance'; key: string; balance: number }
  | { type: 'task'; task: TaskRecord }
  | { type: 'refunded'; id: string };

export interface JournalState {
  accounts: Map<string, AccountRecord>;
  tasks: Map<string, TaskRecord>;
}

export class Journal {
  private descriptor: number | undefined;
  private readonly path: string;

  constructor(directory: string) {
    mkdirSync(directory, { recursive: true });
    this.path = join(directory, 'sandbox-journal.jsonl');
  }

  /** Reads the journal (tolerating a torn last line), rewrites it compacted, and opens it for appends. */
  open(): JournalState {
    const state: JournalState = { accounts: new Map(), tasks: new Map() };
    if (existsSync(this.path)) {
      for (const text of readFileSync(this.path, 'utf8').split('\n')) {
        if (!text.trim()) continue;
        let line: JournalLine;
        try {
          line = JSON.parse(text) as JournalLine;
        } catch {
          continue; // a write interrupted by a crash; everything before it is intact
        }
        if (line.type === 'balance')
          state.accounts.set(line.key, { key: line.key, balance: line.balance });
        else if (line.type === 'task') state.tasks.set(line.task.id, line.task);
        else {
          const task = state.tasks.get(line.id);
          if (task) task.refunded = true;
        }
      }
    }
    const compacted: string[] = [];
    for (const account of state.accounts.values())
      compacted.push(
        JSON.stringify({ type: 'balance', key: account.key, balance: account.balance }),
      );
    for (const task of state.tasks.values()) compacted.push(JSON.stringify({ type: 'task', task }));
    const temporary = `${this.path}.tmp`;
    const handle = openSync(temporary, 'w');
    writeSync(handle, compacted.length ? `${compacted.join('\n')}\n` : '');
    closeSync(handle);
    renameSync(temporary, this.path);
    this.descriptor = openSync(this.path, 'a');
    return state;
  }

  private append(line: JournalLine): void {
    if (this.descriptor === undefined) return;
    writeSync(this.descriptor, `${JSON.stringify(line)}\n`);
  }

  balance(account: AccountRecord): void {
    this.append({ type: 'balance', key: account.key, balance: account.balance });
  }

  task(task: TaskRecord): void {
    this.append({ type: 'task', task });
  }

  refunded(id: string): void {
    this.append({ type: 'refunded', id });
  }

  close(): void {
    if (this.descriptor !== undefined) closeSync(this.descriptor);
    this.descriptor = undefined;
  }
}
