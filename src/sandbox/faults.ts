// Injected faults: a tiny grammar parsed once, then asked at fixed points of request handling.
//
//   spec   := rule (';' rule)*
//   rule   := kind [':' param (',' param)*]
//   kind   := rate-limit | drop-after-accept | latency | 5xx | unavailable | expired
//   param  := every=N | rate=P | once | times=N | on=SCOPE | model=KEY | action=NAME
//           | retry_after=S (rate-limit) | ms=N (latency) | status=N (5xx)
//   SCOPE  := submit | status | balance | pricing | files | api | all
//
// Examples: `rate-limit:every=5,retry_after=2`, `drop-after-accept:once`, `latency:ms=200`,
// `5xx:rate=0.1`, `unavailable:model=tune`. Without every/rate/once a rule fires on every
// matching request. `expired` (on files) answers 410 Gone: the service no longer serves its
// results, as when a result's retention ends. Randomness is seeded so a faulty run can be replayed exactly.

export const FAULT_KINDS = [
  'rate-limit',
  'drop-after-accept',
  'latency',
  '5xx',
  'unavailable',
  'expired',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const FAULT_SCOPES = [
  'submit',
  'status',
  'balance',
  'pricing',
  'files',
  'api',
  'all',
] as const;
export type FaultScope = (typeof FAULT_SCOPES)[number];
export type RequestPoint = 'submit' | 'status' | 'balance' | 'pricing' | 'files';

export interface FaultRule {
  kind: FaultKind;
  every?: number;
  rate?: number;
  once: boolean;
  times?: number;
  on: FaultScope;
  model?: string;
  action?: string;
  retryAfterSeconds: number;
  milliseconds: number;
  status: number;
}

const DEFAULT_SCOPE: Record<FaultKind, FaultScope> = {
  'rate-limit': 'submit',
  'drop-after-accept': 'submit',
  latency: 'api',
  '5xx': 'api',
  unavailable: 'submit',
  expired: 'files',
};

export class FaultSpecError extends Error {}

function positiveNumber(value: string, name: string, integer: boolean): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || (integer && !Number.isInteger(parsed))) {
    throw new FaultSpecError(
      `fault parameter ${name} needs a ${integer ? 'non-negative integer' : 'non-negative number'}, got "${value}"`,
    );
  }
  return parsed;
}

function parseRule(text: string): FaultRule {
  const [kindText = '', paramText] = text.split(/:(.*)/s, 2);
  const kind = kindText.trim() as FaultKind;
  if (!FAULT_KINDS.includes(kind)) {
    throw new FaultSpecError(
      `unknown fault "${kindText.trim()}" (known: ${FAULT_KINDS.join(', ')})`,
    );
  }
  const rule: FaultRule = {
    kind,
    once: false,
    on: DEFAULT_SCOPE[kind],
    retryAfterSeconds: 1,
    milliseconds: 100,
    status: 500,
  };
  for (const part of (paramText ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', value] = part.split('=', 2).map((item) => item.trim());
    if (name === 'once' && value === undefined) rule.once = true;
    else if (value === undefined)
      throw new FaultSpecError(`fault parameter "${name}" needs a value`);
    else if (name === 'every') rule.every = Math.max(1, positiveNumber(value, name, true));
    else if (name === 'rate') {
      rule.rate = positiveNumber(value, name, false);
      if (rule.rate > 1)
        throw new FaultSpecError('fault parameter rate is a probability from 0 to 1');
    } else if (name === 'times') rule.times = positiveNumber(value, name, true);
    else if (name === 'retry_after') rule.retryAfterSeconds = positiveNumber(value, name, true);
    else if (name === 'ms') rule.milliseconds = positiveNumber(value, name, true);
    else if (name === 'status') {
      rule.status = positiveNumber(value, name, true);
      if (rule.status < 500 || rule.status > 599)
        throw new FaultSpecError('fault parameter status must be 500 to 599');
    } else if (name === 'model') rule.model = value;
    else if (name === 'action') rule.action = value;
    else if (name === 'on') {
      if (!FAULT_SCOPES.includes(value as FaultScope))
        throw new FaultSpecError(`unknown fault scope "${value}"`);
      rule.on = value as FaultScope;
    } else throw new FaultSpecError(`unknown fault parameter "${name}" for ${kind}`);
  }
  return rule;
}

export function parseFaults(spec: string | undefined): FaultRule[] {
  if (!spec) return [];
  return spec
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(parseRule);
}

function scopeMatches(scope: FaultScope, point: RequestPoint): boolean {
  if (scope === 'all') return true;
  if (scope === 'api') return point !== 'files' && point !== 'pricing';
  return scope === point;
}

export interface FaultTarget {
  model?: string;
  action?: string;
}

/** Holds the parsed rules with their counters; asked at each decision point of a request. */
export class FaultInjector {
  private readonly state: { rule: FaultRule; seen: number; fired: number }[];
  private random: () => number;

  constructor(rules: FaultRule[], seed = 1) {
    this.state = rules.map((rule) => ({ rule, seen: 0, fired: 0 }));
    let value = seed >>> 0;
    // mulberry32: small, seeded, good enough for fault dice.
    this.random = () => {
      value = (value + 0x6d2b79f5) >>> 0;
      let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
      return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
    };
  }

  get empty(): boolean {
    return this.state.length === 0;
  }

  /** The first rule of this kind that fires for the request, counting it as seen. */
  fire(kind: FaultKind, point: RequestPoint, target: FaultTarget = {}): FaultRule | undefined {
    for (const entry of this.state) {
      const { rule } = entry;
      if (rule.kind !== kind || !scopeMatches(rule.on, point)) continue;
      if (rule.model !== undefined && rule.model !== target.model) continue;
      if (rule.action !== undefined && rule.action !== target.action) continue;
      entry.seen += 1;
      if (rule.once && entry.fired > 0) continue;
      if (rule.times !== undefined && entry.fired >= rule.times) continue;
      const fires =
        rule.every !== undefined
          ? entry.seen % rule.every === 0
          : rule.rate !== undefined
            ? this.random() < rule.rate
            : true;
      if (fires) {
        entry.fired += 1;
        return rule;
      }
    }
    return undefined;
  }
}
