// Accepting a submit: static validation (shared validators), fault rules, source-task
// checks, billing from the sandbox's own /pricing catalog, then the stored task. Every
// rejection happens before the balance moves.
import { randomUUID } from 'node:crypto';
import {
  estimateCost,
  modelKind,
  validateMusicAction,
  validateSubmit,
  type Catalog,
  type ModelKey,
  type MusicAction,
} from '../shared/service';
import { httpError } from './envelope';
import type { FaultInjector } from './faults';
import { resolveSources, type ResolvedSources } from './sourceChecks';
import type { TaskRecord } from './taskRecord';
import type { TaskStore } from './taskStore';
import { durationClass, planTimeline } from './taskTiming';
import { hashSeed } from './trackRecipe';

export type SubmitTarget = { model: ModelKey } | { action: MusicAction };

export interface SubmitContext {
  store: TaskStore;
  now: () => number;
  taskMs: number | undefined;
  /** Test tuning: cap on the song lengths the plan seeds (TaskRecord.maxSeededS). */
  maxSeededS: number | undefined;
  catalog: Catalog;
  faults: FaultInjector;
}

/** Billed when the catalog cannot price a valid request (a catalog bug; logged once per target). */
export const FALLBACK_CREDITS = 10;
const warned = new Set<string>();

const FAIL_MARKER = '[fail]';
const REVIEW_MARKER = '[review]';

function markers(body: Record<string, unknown>): { fail: boolean; review: boolean } {
  const texts = Object.values(body)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.toLowerCase());
  return {
    fail: texts.some((value) => value.includes(FAIL_MARKER)),
    review: texts.some((value) => value.includes(REVIEW_MARKER)),
  };
}

function price(catalog: Catalog, target: SubmitTarget, body: Record<string, unknown>): number {
  const estimate = estimateCost(catalog, target, body);
  if (estimate.kind === 'known') return estimate.credits;
  const name = 'action' in target ? `music/${target.action}` : target.model;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(
      `[sandbox] catalog cannot price ${name} (${estimate.reason}); billing ${FALLBACK_CREDITS} credits`,
    );
  }
  return FALLBACK_CREDITS;
}

export function submitTask(
  context: SubmitContext,
  owner: string,
  target: SubmitTarget,
  rawBody: unknown,
): TaskRecord {
  const model: ModelKey = 'action' in target ? 'tune' : target.model;
  const action = 'action' in target ? target.action : model === 'tune' ? 'generate' : undefined;
  const faultTarget = action === undefined ? { model } : { model, action };
  const limited = context.faults.fire('rate-limit', 'submit', faultTarget);
  if (limited) {
    throw httpError(
      429,
      'rate_limited',
      `Too many submit requests; retry after ${limited.retryAfterSeconds} s`,
      { retryAfterSeconds: limited.retryAfterSeconds },
    );
  }
  if (context.faults.fire('unavailable', 'submit', faultTarget)) {
    throw httpError(503, 'model_unavailable', `The ${model} model is not accepting new tasks`, {
      type: 'service_unavailable_error',
      param: model === 'tune' ? 'action' : 'model',
    });
  }
  const validation =
    'action' in target
      ? validateMusicAction(target.action, rawBody)
      : validateSubmit(target.model, rawBody);
  if (!validation.ok) {
    const first = validation.issues[0];
    throw httpError(
      422,
      'validation_failed',
      validation.issues.map((item) => item.message).join('; ') || 'invalid request',
      { param: first?.field ?? '' },
    );
  }
  const body = validation.value;
  const resolved: ResolvedSources =
    action === undefined ? { sources: [] } : resolveSources(context.store, owner, action, body);
  const credits = price(context.catalog, target, body);
  const balance = context.store.balance(owner);
  if (balance < credits) {
    throw httpError(
      402,
      'insufficient_credits',
      `This task costs ${credits} credits but the balance is ${balance}`,
      { param: '' },
    );
  }
  const id = randomUUID();
  const seed = hashSeed(id);
  const marked = markers(body);
  const kind = modelKind(model);
  const task: TaskRecord = {
    id,
    owner,
    model,
    body,
    credits,
    createdAt: context.now(),
    timeline: planTimeline(
      durationClass(kind, action),
      context.taskMs,
      (seed % 997) / 997,
      marked.review,
    ),
    refunded: false,
    seed,
    sources: resolved.sources,
  };
  if (action !== undefined) task.action = action;
  if (context.maxSeededS !== undefined) task.maxSeededS = context.maxSeededS;
  if (resolved.personaId !== undefined) task.personaId = resolved.personaId;
  if (resolved.customModelId !== undefined) task.customModelId = resolved.customModelId;
  if (marked.fail)
    task.failure =
      'Generation failed: the request was flagged by the provider ([fail] marker); credits refunded';
  else if (resolved.lateFailure !== undefined)
    task.failure = `${resolved.lateFailure}; credits refunded`;
  context.store.accept(task);
  return task;
}

/** The submit result; `action` only for the music action endpoint (not the legacy tune submit). */
export function submitData(task: TaskRecord, viaActionEndpoint: boolean): Record<string, unknown> {
  const data: Record<string, unknown> = {
    task_id: task.id,
    model_key: task.model,
    credits_deducted: task.credits,
    provider_task_id: `sbx-${task.id.slice(0, 8)}-${task.seed.toString(16)}`,
    provider_key: `sandbox-${task.model}`,
  };
  if (viaActionEndpoint && task.action !== undefined) data['action'] = task.action;
  return data;
}
