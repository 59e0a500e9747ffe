// The fault grammar and its firing rules (pure, no server).
import { describe, expect, it } from 'vitest';
import { FaultInjector, FaultSpecError, parseFaults } from './faults';

describe('parseFaults', () => {
  it('parses the documented examples', () => {
    const rules = parseFaults(
      'rate-limit:every=5,retry_after=2; drop-after-accept:once;latency:ms=200;5xx:rate=0.1;unavailable:model=tune',
    );
    expect(rules.map((rule) => rule.kind)).toEqual([
      'rate-limit',
      'drop-after-accept',
      'latency',
      '5xx',
      'unavailable',
    ]);
    expect(rules[0]).toMatchObject({ every: 5, retryAfterSeconds: 2, on: 'submit' });
    expect(rules[1]).toMatchObject({ once: true });
    expect(rules[2]).toMatchObject({ milliseconds: 200, on: 'api' });
    expect(rules[3]).toMatchObject({ rate: 0.1, status: 500 });
    expect(rules[4]).toMatchObject({ model: 'tune' });
    expect(parseFaults(undefined)).toEqual([]);
    expect(parseFaults('')).toEqual([]);
  });

  it('rejects unknown kinds, parameters and bad values', () => {
    for (const spec of [
      'explode',
      'latency:ms=-1',
      'rate-limit:every=x',
      '5xx:status=404',
      '5xx:rate=2',
      'latency:colour=red',
      'latency:on=moon',
      'latency:ms',
    ]) {
      expect(() => parseFaults(spec), spec).toThrow(FaultSpecError);
    }
  });
});

describe('FaultInjector', () => {
  it('fires every Nth matching request', () => {
    const injector = new FaultInjector(parseFaults('rate-limit:every=3'));
    const fired = Array.from(
      { length: 9 },
      () => injector.fire('rate-limit', 'submit') !== undefined,
    );
    expect(fired).toEqual([false, false, true, false, false, true, false, false, true]);
    expect(injector.fire('rate-limit', 'status')).toBeUndefined();
  });

  it('fires once, a limited number of times, or only for the named model/action', () => {
    const once = new FaultInjector(parseFaults('drop-after-accept:once'));
    expect(
      [once.fire('drop-after-accept', 'submit'), once.fire('drop-after-accept', 'submit')].map(
        Boolean,
      ),
    ).toEqual([true, false]);
    const twice = new FaultInjector(parseFaults('5xx:times=2'));
    expect([1, 2, 3].map(() => Boolean(twice.fire('5xx', 'balance')))).toEqual([true, true, false]);
    const scoped = new FaultInjector(parseFaults('unavailable:model=tune,action=extend'));
    expect(
      scoped.fire('unavailable', 'submit', { model: 'tune', action: 'generate' }),
    ).toBeUndefined();
    expect(scoped.fire('unavailable', 'submit', { model: 'tune', action: 'extend' })).toBeDefined();
  });

  it('replays the same random faults for the same seed', () => {
    const run = (seed: number) => {
      const injector = new FaultInjector(parseFaults('5xx:rate=0.5'), seed);
      return Array.from({ length: 40 }, () => Boolean(injector.fire('5xx', 'status')));
    };
    expect(run(7)).toEqual(run(7));
    const hits = run(7).filter(Boolean).length;
    expect(hits).toBeGreaterThan(5);
    expect(hits).toBeLessThan(35);
  });
});
