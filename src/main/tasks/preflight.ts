/**
 * Preflight before every paid submit: validate with the shared schemas, check the source
 * tasks the journal knows, read a catalog no older than five minutes, estimate the cost
 * and compare it with the balance and the monthly budget's lines. Never spends credits and never throws for the
 * service being unreachable: the estimate or balance is then unknown. For "Variations ×N" (`count`)
 * the balance and the budget are checked against the total, N × the estimate of one.
 */
import type { BudgetCheck } from '../../shared/ipc/spending';
import { upperBoundCost, type UpperBound } from '../../shared/service/upperBound';
import type { UnknownPrice } from '../spending/budget';
import type { PreflightResult, ReusableResult } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import { checkVariationCount, totalCredits } from '../../shared/service/variations';
import {
  estimateCost,
  isMusicAction,
  validateMusicAction,
  validateSubmit,
  type CostEstimate,
  type MusicAction,
  type ValidationIssue,
} from '../../shared/service';
import type { ApiPort, CatalogPort, JournalEntry } from './ports';
import { inputUrlsOf, type InputUrlVerdict } from './inputUrlCheck';
import { fieldText } from '../../shared/i18n/fieldTextKeys';
import { checkSources } from './sourceChecks';
import { t } from '../../shared/i18n/activeLanguage';

export const CATALOG_MAX_AGE_MS = 5 * 60_000;

export interface PreflightPorts {
  api: Pick<ApiPort, 'balance'>;
  catalog: CatalogPort;
  lookup(taskId: string): JournalEntry | null;
  /** The monthly budget: what a job of this cost does to the active profile's lines. */
  budget?: (
    credits: number | null,
    jobs?: number,
    unknownPrice?: UnknownPrice,
  ) => BudgetCheck | null;
  /** Told of the balance read here (the Spending page's balance history). */
  onBalance?: (credits: number) => void;
  /** A finished task that already holds this request's result (reuse.ts); without it nothing is reused. */
  findReusable?: (target: Target, body: Record<string, unknown>) => ReusableResult | null;
  /** Does an input link still answer (inputUrlCheck.ts)? Without it links are not checked. */
  checkInputUrl?: (url: string) => Promise<InputUrlVerdict>;
}

/** The music action a target runs (the legacy `tune` submit is `generate`), if any. */
export function musicActionOf(target: Target): MusicAction | null {
  if ('action' in target) return isMusicAction(target.action) ? target.action : null;
  return target.model === 'tune' ? 'generate' : null;
}

/** The estimate of one request and, when it is unknown, the most one can cost (null: not even that). */
async function estimate(
  ports: PreflightPorts,
  target: Target,
  body: Record<string, unknown>,
): Promise<{ cost: CostEstimate; bound: UpperBound | null }> {
  try {
    const catalog = await ports.catalog.getFresh(CATALOG_MAX_AGE_MS);
    const action = 'action' in target && isMusicAction(target.action) ? target.action : null;
    const costTarget = action
      ? { action }
      : { model: 'model' in target ? target.model : target.action };
    const cost = estimateCost(catalog, costTarget, body);
    return {
      cost,
      bound: cost.kind === 'unknown' ? upperBoundCost(catalog, costTarget, body) : null,
    };
  } catch {
    return {
      cost: { kind: 'unknown', reason: t('mainWords.preflight.catalogUnread') },
      bound: null,
    };
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

/** Input links the service would fetch: one it no longer serves refuses the submit. */
async function inputUrlChecks(
  ports: PreflightPorts,
  target: Target,
  body: Record<string, unknown>,
): Promise<{ issues: ValidationIssue[]; warnings: ValidationIssue[] }> {
  const out = { issues: [] as ValidationIssue[], warnings: [] as ValidationIssue[] };
  const check = ports.checkInputUrl;
  if (!check) return out;
  const inputs = inputUrlsOf(target, body);
  const verdicts = await Promise.all(inputs.map((input) => check(input.url)));
  inputs.forEach(({ field, label: english, url }, position) => {
    const label = fieldText(english); // the field as the form names it, in the user's language
    const verdict = verdicts[position];
    if (verdict?.kind === 'gone') {
      out.issues.push({
        field,
        message: t('mainWords.preflight.inputGone', { label, url, status: verdict.status }),
      });
    } else if (verdict?.kind === 'local') {
      out.issues.push({
        field,
        message: t('mainWords.preflight.inputLocal', { label, url }),
      });
    } else if (verdict?.kind === 'unchecked') {
      out.warnings.push({
        field,
        message: t('mainWords.preflight.inputUnchecked', { label, url, reason: verdict.reason }),
      });
    }
  });
  return out;
}

/**
 * `acceptUpperBound`: the most (in all, for `count`) the user accepted paying for a job of
 * unknown price; the budget then checks that bound instead of refusing the unknown price.
 */
export async function preflight(
  ports: PreflightPorts,
  target: Target,
  body: Record<string, unknown>,
  count = 1,
  acceptUpperBound?: number,
): Promise<PreflightResult> {
  const validation =
    'model' in target
      ? validateSubmit(target.model, body)
      : validateMusicAction(target.action, body);
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
  if (validation.ok) {
    const links = await inputUrlChecks(ports, target, body);
    issues.push(...links.issues);
    warnings.push(...links.warnings);
  }
  const [{ cost, bound }, credits] = await Promise.all([
    estimate(ports, target, body),
    balance(ports),
  ]);
  const known = badCount ? null : totalCredits(cost, count);
  const balanceAfter = known !== null && credits !== null ? credits - known : null;
  const shortfall = balanceAfter !== null && balanceAfter < 0 ? -balanceAfter : null;
  const upperBound =
    bound && !badCount
      ? {
          credits: bound.credits * count,
          basis: count > 1 ? `${count} × ${bound.basis}` : bound.basis,
        }
      : null;
  // The bound is only checked in place of the price when the user accepted it (and it has not grown since).
  const accepted =
    known === null &&
    upperBound !== null &&
    acceptUpperBound !== undefined &&
    upperBound.credits <= acceptUpperBound;
  const unknownPrice: UnknownPrice = {
    reason: cost.kind === 'unknown' ? cost.reason : t('mainWords.preflight.badVariationCount'),
    upperBound,
  };
  const budget =
    ports.budget?.(
      accepted ? upperBound.credits : known,
      count,
      known === null ? unknownPrice : undefined,
    ) ?? null;
  const ok = issues.length === 0 && shortfall === null && budget?.line !== 'hard';
  const reusable = validation.ok ? (ports.findReusable?.(target, body) ?? null) : null;
  return {
    ok,
    issues,
    warnings,
    estimate: cost,
    count,
    totalCredits: known,
    balance: credits,
    balanceAfter,
    shortfall,
    budget,
    upperBound,
    acceptedUpperBound: accepted,
    reusable,
  };
}
