/**
 * `Handlers['spending']`: the Spending page's figures for the active profile (ledger.ts does
 * the sums, this names them in the user's words), the balance history, the month's spend
 * against the budget (also what preflight asks before a submit), and the CSV export through
 * the save dialog. Emits `spending:month` when a task or the budget moves it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { dollarsPerCredit } from '../../shared/format/creditValue';
import { t } from '../../shared/i18n/activeLanguage';
import { modelNameIn, type Catalog } from '../../shared/service';
import { actionName } from '../../shared/service/music/actionNames';
import type { ProfileKind } from '../../shared/ipc/account';
import type { Preferences } from '../../shared/ipc/settings';
import type { BudgetCheck, LedgerRow, MonthSpend, SpendTotal } from '../../shared/ipc/spending';
import type { Handlers } from '../../shared/ipc/types';
import type { Desktop } from '../desktop/Desktop';
import { allocatorFor, writeUnique } from '../exports/exclusiveFile';
import type { EventBus } from '../ipc/eventBus';
import type { SqliteDatabase } from '../store/database';
import { createBalanceHistory } from './balanceHistory';
import { checkBudget, monthOf, type UnknownPrice } from './budget';
import { ledgerCsv } from './ledgerCsv';
import { createLedger, type LedgerEntry } from './ledger';

export interface SpendingServiceOptions {
  db: SqliteDatabase;
  bus: EventBus;
  now: () => number;
  activeProfileId: () => ProfileKind;
  preferences: { get(): Preferences };
  /** The cached catalog (names, credit_to_usd), never fetched: the page works offline. */
  catalog: () => Catalog | null;
  desktop: Pick<Desktop, 'showSaveDialog'>;
}

export interface SpendingService {
  handlers: Handlers['spending'];
  /** What a job of `cost` credits would do to the active profile's monthly budget. */
  budgetCheck(cost: number | null, jobs?: number, unknownPrice?: UnknownPrice): BudgetCheck | null;
  close(): void;
}

const MONTH_EVENT_DELAY_MS = 250;

export function createSpendingService(options: SpendingServiceOptions): SpendingService {
  const ledger = createLedger(options.db);
  const history = createBalanceHistory(options.db);

  function nameOf(entry: Pick<LedgerEntry, 'model' | 'action'>): string {
    if (entry.action) return actionName(entry.action);
    return modelNameIn(options.catalog(), entry.model) ?? entry.model;
  }

  const rowOf = ({ seq: _seq, createdAt, ...entry }: LedgerEntry): LedgerRow => ({
    ...entry,
    createdAt: new Date(createdAt).toISOString(),
    name: nameOf(entry),
  });

  function month(): MonthSpend {
    const profileId = options.activeProfileId();
    const range = monthOf(options.now());
    const sums = ledger.overall(profileId, range, true);
    const budget = options.preferences.get().budgets[profileId];
    return {
      profileId,
      month: range.name,
      monthKey: range.key,
      spent: sums.net + sums.inDoubt,
      soft: budget.soft,
      hard: budget.hard,
    };
  }

  let monthTimer: ReturnType<typeof setTimeout> | null = null;
  const stopListening = options.bus.subscribe((channel) => {
    if (!['tasks:changed', 'settings:changed', 'account:changed'].includes(channel) || monthTimer)
      return;
    monthTimer = setTimeout(() => {
      monthTimer = null;
      options.bus.emit('spending:month', month());
    }, MONTH_EVENT_DELAY_MS);
    monthTimer.unref?.();
  });

  const handlers: Handlers['spending'] = {
    summary({ period }) {
      const profileId = options.activeProfileId();
      const overall: SpendTotal = { key: 'all', label: 'All time', ...ledger.overall(profileId) };
      const labelled = (
        rows: (Omit<SpendTotal, 'label'> & { label?: string })[],
        label: (key: string) => string,
      ): SpendTotal[] => rows.map((row) => ({ ...row, label: row.label || label(row.key) }));
      return {
        profileId,
        creditToUsd: dollarsPerCredit(profileId, options.catalog()),
        period,
        overall,
        byPeriod: labelled(ledger.byPeriod(profileId, period), (key) => key),
        byKind: labelled(
          ledger.byColumn(profileId, 'kind'),
          (key) => key.charAt(0).toUpperCase() + key.slice(1),
        ),
        byModel: labelled(ledger.byColumn(profileId, 'model'), (key) =>
          nameOf({ model: key, action: null }),
        ),
        byAction: labelled(ledger.byColumn(profileId, 'action'), (key) => actionName(key)),
        // A song without a title is named by the page, in its language ('' here).
        bySong: labelled(ledger.bySong(profileId), () => ''),
        balances: history
          .list(profileId)
          .map((reading) => ({ at: new Date(reading.at).toISOString(), credits: reading.credits })),
        month: month(),
      };
    },
    ledger(input) {
      const page = ledger.entries(options.activeProfileId(), {
        cursor: input?.cursor,
        limit: input?.limit,
      });
      return { items: page.items.map(rowOf), nextCursor: page.nextCursor };
    },
    month,
    async exportCsv() {
      const profileId = options.activeProfileId();
      const stamp = new Date(options.now()).toISOString().slice(0, 10);
      const chosen = await options.desktop.showSaveDialog({
        title: t('mainWords.dialog.exportSpending'),
        defaultPath: `${t('mainWords.name.spending', { profile: profileId, date: stamp })}.csv`,
        filters: [{ name: t('mainWords.filter.csv'), extensions: ['csv'] }],
      });
      if (!chosen) return { saved: false, paths: [] };
      const rows: LedgerRow[] = [];
      for (let cursor: string | undefined; ;) {
        const page = ledger.entries(profileId, { cursor, limit: 200 });
        rows.push(...page.items.map(rowOf));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      const folder = dirname(chosen);
      await mkdir(folder, { recursive: true });
      const path = await writeUnique(
        folder,
        await allocatorFor(folder),
        basename(chosen),
        (temporary) =>
          writeFile(
            temporary,
            ledgerCsv(rows, dollarsPerCredit(profileId, options.catalog())),
            'utf8',
          ),
      );
      return { saved: true, paths: [path] };
    },
  };

  return {
    handlers,
    budgetCheck(cost, jobs = 1, unknownPrice) {
      const current = month();
      return checkBudget({
        month: current.month,
        spent: current.spent,
        cost,
        budget: { soft: current.soft, hard: current.hard },
        jobs,
        ...(unknownPrice ? { unknownPrice } : {}),
      });
    },
    close() {
      stopListening();
      if (monthTimer) clearTimeout(monthTimer);
    },
  };
}
