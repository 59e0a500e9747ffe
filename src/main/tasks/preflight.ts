/**
 * Preflight before every paid submit: validate with the shared schemas, check the source
 * tasks the journal knows, read a catalog no older than five minutes, estimate the cost
 * and compare it with the balance and the monthly budget's lines. Never spends credits and never throws for the
 * service being unreachable: the estimate or balance is then unknown. For "Variations ×N" (`count`)
 * the balance and the budget are checked against the total, N × the estimate of one.
 */
import type { BudgetCheck } from '../../shared/ipc/spending';
import type { PreflightResult } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import { checkVariationCount, totalCredits } from '../../shared/service/variations';
import { estimateCost, isMusicAction, validateMusicAction, validateSubmit, type CostEstimate, type MusicAction } from '../../shared/service';
import type { ApiPort, CatalogPort, JournalEntry } from './ports';
import { checkSources } from './sourceChecks';

export const CATALOG_MAX_AGE_MS = 5 * 60_000;

export interface PreflightPorts {
  api: Pick<ApiPort, 'balance'>;
  catalog: CatalogPort;
  lookup(taskId: string): JournalEntry | null;
  /** The monthly budget: what a job of this cost does to the active profile's lines. */
  budget?: (credits: number | null) => BudgetCheck | null;
  /** Told of the balance read here (the Spending page's balance history). */
  onBalance?: (credits: number) => void;
}

/** The music action a target runs (the legacy `tune` submit is `generate`), if any. */
export function musicActionOf(target: Target): MusicAction | null {
  if ('action' in target) return isMusicAction(target.action) ? target.action : null;
  return target.model === 'tune' ? 'generate' : null;
}

async function estimate(ports: PreflightPorts, target: Target, body: Record<string, unknown>): Promise<CostEstimate> {
  try {
    const catalog = await ports.catalog.getFresh(CATALOG_MAX_AGE_MS);
    const action = 'action' in target && isMusicAction(target.action) ? target.action : null;
    return estimateCost(catalog, action ? { action } : { model: 'model' in target ? target.model : target.action }, body);
  } catch {
    return { kind: 'unknown', reason: 'the catalog could not be read from the service' };
  }
}

async function balance(ports: PreflightPorts): Promise<number | null> {
  try {
    const credits = await ports.api.balance();
    ports.onBalance?.(credits);
    return credits;
  } catch {
    return null;
  }
}

export async function preflight(ports: PreflightPorts, target: Target, body: Record<string, unknown>, count = 1): Promise<PreflightResult> {
  const validation = 'model' in target ? validateSubmit(target.model, body) : validateMusicAction(target.action, body);
  const issues = validation.ok ? [] : [...validation.issues];
  const badCount = checkVariationCount(count);
  if (badCount) issues.push(badCount);
  const warnings = [];
  const action = musicActionOf(target);
  if (validation.ok && action) {
    const sources = checkSources(action, body, ports.lookup);
    issues.push(...sources.issues);
    warnings.push(...sources.warnings);
  }
  const [cost, credits] = await Promise.all([estimate(ports, target, body), balance(ports)]);
  const known = badCount ? null : totalCredits(cost, count);
  const balanceAfter = known !== null && credits !== null ? credits - known : null;
  const shortfall = balanceAfter !== null && balanceAfter < 0 ? -balanceAfter : null;
  const budget = ports.budget?.(known) ?? null;
  const ok = issues.length === 0 && shortfall === null && budget?.line !== 'hard';
  return { ok, issues, warnings, estimate: cost, count, totalCredits: known, balance: credits, balanceAfter, shortfall, budget };
}
