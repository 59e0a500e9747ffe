// Accounts, balances and tasks. Refunds of failed tasks are settled lazily: each account
// keeps the failing tasks ordered by the time they fail, and any read of that account
// first credits back those whose time has come.
import type { Clock } from './clock';
import { Journal } from './journal';
import { finishesAt, type AccountRecord, type TaskRecord } from './taskRecord';
import { statusAt, type TaskStatus } from './taskTiming';

interface AccountState extends AccountRecord {
  /** Failing, not yet refunded tasks, ordered by failure time. */
  pendingRefunds: TaskRecord[];
}

export class TaskStore {
  private readonly accounts = new Map<string, AccountState>();
  private readonly tasks = new Map<string, TaskRecord>();
  private readonly journal: Journal | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly startingCredits: number,
    dataDirectory?: string,
  ) {
    if (dataDirectory === undefined) return;
    this.journal = new Journal(dataDirectory);
    const state = this.journal.open();
    for (const account of state.accounts.values())
      this.accounts.set(account.key, { ...account, pendingRefunds: [] });
    for (const task of state.tasks.values()) {
      this.tasks.set(task.id, task);
      if (task.failure !== undefined && !task.refunded)
        this.account(task.owner).pendingRefunds.push(task);
    }
    for (const account of this.accounts.values())
      account.pendingRefunds.sort((a, b) => finishesAt(a) - finishesAt(b));
  }

  private account(key: string): AccountState {
    let account = this.accounts.get(key);
    if (!account) {
      account = { key, balance: this.startingCredits, pendingRefunds: [] };
      this.accounts.set(key, account);
      this.journal?.balance(account);
    }
    return account;
  }

  private settle(account: AccountState): void {
    const now = this.clock.now();
    while (account.pendingRefunds.length > 0) {
      const first = account.pendingRefunds[0] as TaskRecord;
      if (finishesAt(first) > now) break;
      account.pendingRefunds.shift();
      first.refunded = true;
      account.balance += first.credits;
      this.journal?.refunded(first.id);
      this.journal?.balance(account);
    }
  }

  /** Current balance, creating the account on first use. */
  balance(key: string): number {
    const account = this.account(key);
    this.settle(account);
    return account.balance;
  }

  setBalance(key: string, balance: number): void {
    const account = this.account(key);
    this.settle(account);
    account.balance = balance;
    this.journal?.balance(account);
  }

  /** Reserves the task's credits and stores it; the caller has checked the balance. */
  accept(task: TaskRecord): void {
    const account = this.account(task.owner);
    this.settle(account);
    account.balance -= task.credits;
    this.tasks.set(task.id, task);
    this.journal?.task(task);
    this.journal?.balance(account);
    if (task.failure !== undefined) {
      const at = finishesAt(task);
      const position = account.pendingRefunds.findIndex((other) => finishesAt(other) > at);
      account.pendingRefunds.splice(
        position === -1 ? account.pendingRefunds.length : position,
        0,
        task,
      );
      this.settle(account);
    }
  }

  /** Stores an already finished task (seeding) without touching the balance. */
  insertFinished(task: TaskRecord): void {
    if (this.tasks.has(task.id)) return;
    this.account(task.owner);
    this.tasks.set(task.id, task);
    this.journal?.task(task);
  }

  get(id: string): TaskRecord | undefined {
    return this.tasks.get(id);
  }

  /** Status now; also settles the owner's refunds so a FAILED status and its refund appear together. */
  status(task: TaskRecord): TaskStatus {
    if (task.legacy) return task.failure === undefined ? 'SUCCEEDED' : 'FAILED';
    const status = statusAt(
      task.timeline,
      this.clock.now() - task.createdAt,
      task.failure === undefined ? 'SUCCEEDED' : 'FAILED',
    );
    if (status === 'FAILED' && !task.refunded) this.settle(this.account(task.owner));
    return status;
  }

  get taskCount(): number {
    return this.tasks.size;
  }

  close(): void {
    this.journal?.close();
  }
}
