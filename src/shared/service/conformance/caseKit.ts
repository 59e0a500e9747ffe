// Owns the conformance case shape and small builders for boundary cases. The limits
// passed to these builders are typed from the spec in the case files, independently
// of the field tables, so the table replays check the tables rather than echo them.

export type CaseTarget = { model: string } | { action: string };

export interface ConformanceCase {
  name: string;
  target: CaseTarget;
  body: unknown;
  valid: boolean;
  /** For invalid cases: a field named by at least one issue ('' = the body, 'model'/'action' = the target). */
  field?: string;
}

/**
 * Placeholder task ids. Static validation only needs UUIDs; a replay against the
 * sandbox substitutes real finished tasks of the named kind (string replace in JSON).
 */
export const PLACEHOLDER = {
  track: '11111111-1111-4111-8111-111111111111', // a finished generate task (two tracks)
  track2: '22222222-2222-4222-8222-222222222222', // another finished generate task
  upload: '33333333-3333-4333-8333-333333333333', // a finished upload task
  extend: '44444444-4444-4444-8444-444444444444', // a finished extend task
  model: '55555555-5555-4555-8555-555555555555', // a finished create-model task
  persona: '66666666-6666-4666-8666-666666666666', // a finished persona task
} as const;

export const IMAGE_URL = 'https://example.com/input.png';
export const AUDIO_URL = 'https://example.com/input.mp3';

type Body = Record<string, unknown>;

export function ok(target: CaseTarget, name: string, body: unknown): ConformanceCase {
  return { name, target, body, valid: true };
}

export function bad(
  target: CaseTarget,
  name: string,
  body: unknown,
  field: string,
): ConformanceCase {
  return { name, target, body, valid: false, field };
}

export function label(target: CaseTarget): string {
  return 'model' in target ? target.model : `music/${target.action}`;
}

/** Text at the limit and one past, in ASCII, emoji (2 UTF-16 units) and CJK, measured as code points. */
export function charLimitCases(
  target: CaseTarget,
  base: Body,
  field: string,
  limit: number,
): ConformanceCase[] {
  const at = (text: string): Body => ({ ...base, [field]: text });
  const t = label(target);
  return [
    ok(target, `${t} ${field} ${limit} ASCII characters`, at('a'.repeat(limit))),
    bad(target, `${t} ${field} ${limit + 1} ASCII characters`, at('a'.repeat(limit + 1)), field),
    ok(target, `${t} ${field} ${limit} emoji count as ${limit} characters`, at('😀'.repeat(limit))),
    bad(target, `${t} ${field} ${limit + 1} emoji`, at('😀'.repeat(limit + 1)), field),
    ok(target, `${t} ${field} ${limit} CJK characters`, at('汉'.repeat(limit))),
    bad(target, `${t} ${field} ${limit + 1} CJK characters`, at('汉'.repeat(limit + 1)), field),
  ];
}

/** Text measured in UTF-8 bytes: ASCII, 3-byte CJK and 4-byte emoji around the byte limit. */
export function byteLimitCases(
  target: CaseTarget,
  base: Body,
  field: string,
  limit: number,
): ConformanceCase[] {
  const at = (text: string): Body => ({ ...base, [field]: text });
  const t = label(target);
  const cjk = Math.floor(limit / 3);
  const emoji = Math.floor(limit / 4);
  return [
    ok(target, `${t} ${field} ${limit} bytes ASCII`, at('a'.repeat(limit))),
    bad(target, `${t} ${field} ${limit + 1} bytes ASCII`, at('a'.repeat(limit + 1)), field),
    ok(target, `${t} ${field} ${cjk} CJK = ${cjk * 3} bytes`, at('汉'.repeat(cjk))),
    bad(
      target,
      `${t} ${field} ${cjk + 1} CJK = ${(cjk + 1) * 3} bytes`,
      at('汉'.repeat(cjk + 1)),
      field,
    ),
    ok(target, `${t} ${field} ${emoji} emoji = ${emoji * 4} bytes`, at('😀'.repeat(emoji))),
    bad(
      target,
      `${t} ${field} ${emoji + 1} emoji = ${(emoji + 1) * 4} bytes`,
      at('😀'.repeat(emoji + 1)),
      field,
    ),
    bad(
      target,
      `${t} ${field} ${limit - 1} ASCII + one 2-byte char = ${limit + 1} bytes`,
      at(`${'a'.repeat(limit - 1)}é`),
      field,
    ),
  ];
}

/** Each allowed value valid, a wrong-case variant valid or not, and a foreign value invalid. */
export function enumCases(
  target: CaseTarget,
  base: Body,
  field: string,
  values: readonly string[],
  caseInsensitive: boolean,
): ConformanceCase[] {
  const t = label(target);
  const cases = values.map((value) =>
    ok(target, `${t} ${field} = ${value}`, { ...base, [field]: value }),
  );
  const flippable = values.find((value) => value.toUpperCase() !== value.toLowerCase());
  if (flippable !== undefined) {
    const flipped =
      flippable === flippable.toUpperCase() ? flippable.toLowerCase() : flippable.toUpperCase();
    if (!values.includes(flipped)) {
      const name = `${t} ${field} = ${flipped} (${caseInsensitive ? 'case-insensitive' : 'case-sensitive'})`;
      cases.push(
        caseInsensitive
          ? ok(target, name, { ...base, [field]: flipped })
          : bad(target, name, { ...base, [field]: flipped }, field),
      );
    }
  }
  cases.push(
    bad(target, `${t} ${field} = unknown value`, { ...base, [field]: 'not-a-value' }, field),
  );
  cases.push(bad(target, `${t} ${field} not a string`, { ...base, [field]: 1 }, field));
  return cases;
}

/** Whole-number range: both ends valid, one past each end invalid, fractions and strings invalid. */
export function integerRangeCases(
  target: CaseTarget,
  base: Body,
  field: string,
  min: number,
  max: number,
): ConformanceCase[] {
  const t = label(target);
  const at = (value: unknown): Body => ({ ...base, [field]: value });
  return [
    ok(target, `${t} ${field} = ${min} (min)`, at(min)),
    ok(target, `${t} ${field} = ${max} (max)`, at(max)),
    bad(target, `${t} ${field} = ${min - 1} (below min)`, at(min - 1), field),
    bad(target, `${t} ${field} = ${max + 1} (above max)`, at(max + 1), field),
    bad(target, `${t} ${field} = ${min + 0.5} (not whole)`, at(min + 0.5), field),
    bad(target, `${t} ${field} as a string`, at(String(min)), field),
  ];
}

/** Integer restricted to a set: members valid, neighbours invalid. */
export function integerChoiceCases(
  target: CaseTarget,
  base: Body,
  field: string,
  choices: readonly number[],
): ConformanceCase[] {
  const t = label(target);
  const cases = choices.map((value) =>
    ok(target, `${t} ${field} = ${value}`, { ...base, [field]: value }),
  );
  const nearby = new Set(
    choices.flatMap((value) => [value - 1, value + 1]).filter((near) => !choices.includes(near)),
  );
  for (const near of nearby)
    cases.push(
      bad(target, `${t} ${field} = ${near} (not offered)`, { ...base, [field]: near }, field),
    );
  return cases;
}

export function urls(count: number, url = IMAGE_URL): string[] {
  return Array.from({ length: count }, (_, index) => `${url}?n=${index + 1}`);
}

/** A list of URLs: counts at both ends valid, one past invalid. */
export function urlCountCases(
  target: CaseTarget,
  base: Body,
  field: string,
  min: number,
  max: number,
  url = IMAGE_URL,
): ConformanceCase[] {
  const t = label(target);
  const cases = [
    ok(target, `${t} ${field} ${max} URLs (max)`, { ...base, [field]: urls(max, url) }),
    bad(target, `${t} ${field} ${max + 1} URLs`, { ...base, [field]: urls(max + 1, url) }, field),
    ok(target, `${t} ${field} ${min} URLs (min)`, { ...base, [field]: urls(min, url) }),
  ];
  if (min > 0)
    cases.push(
      bad(target, `${t} ${field} ${min - 1} URLs`, { ...base, [field]: urls(min - 1, url) }, field),
    );
  return cases;
}

/** URL pattern: data:, base64-looking and non-http schemes rejected. */
export function urlPatternCases(
  target: CaseTarget,
  base: Body,
  field: string,
  asList: boolean,
): ConformanceCase[] {
  const t = label(target);
  const wrap = (value: string): unknown => (asList ? [value] : value);
  return [
    ok(target, `${t} ${field} http URL`, { ...base, [field]: wrap('http://example.com/a') }),
    bad(
      target,
      `${t} ${field} data: URL`,
      { ...base, [field]: wrap('data:image/png;base64,iVBORw0KGgo=') },
      field,
    ),
    bad(
      target,
      `${t} ${field} raw base64`,
      { ...base, [field]: wrap('iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB') },
      field,
    ),
    bad(target, `${t} ${field} ftp URL`, { ...base, [field]: wrap('ftp://example.com/a') }, field),
  ];
}

export function requiredCase(target: CaseTarget, base: Body, field: string): ConformanceCase {
  const body = { ...base };
  delete body[field];
  return bad(target, `${label(target)} missing required ${field}`, body, field);
}
