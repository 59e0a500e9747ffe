import { describe, expect, it } from 'vitest';
import { parseWebArguments } from './webArguments';

describe('parseWebArguments', () => {
  it('leaves task times and polling as shipped unless asked', () => {
    expect(parseWebArguments(['--port', '5200'])).toEqual({
      port: 5200,
      host: '127.0.0.1',
      data: undefined,
      build: false,
      taskMs: undefined,
      pollScale: undefined,
      maxSeededS: undefined,
    });
  });

  it('reads the test tuning', () => {
    const parsed = parseWebArguments([
      '--port=5210',
      '--data',
      '/tmp/w1',
      '--task-ms',
      '400',
      '--poll-scale',
      '0.1',
      '--max-seeded-s',
      '30',
    ]);
    expect(parsed).toMatchObject({
      port: 5210,
      data: '/tmp/w1',
      taskMs: 400,
      pollScale: 0.1,
      maxSeededS: 30,
    });
  });

  it('passes the embedded sandbox its injected faults (tests only)', () => {
    expect(parseWebArguments(['--faults', 'latency:ms=1500,on=submit']).faults).toBe(
      'latency:ms=1500,on=submit',
    );
    expect(parseWebArguments([]).faults).toBeUndefined();
  });

  it.each([
    [['--task-ms=-5'], /--task-ms needs a whole number from 0 to 3600000, got "-5"/],
    [['--task-ms', '1.5'], /--task-ms needs a whole number/],
    [['--poll-scale', '0'], /--poll-scale needs a number above 0 and at most 1 .*got "0"/],
    [['--poll-scale', '2'], /--poll-scale needs a number above 0 and at most 1/],
    [['--poll-scale', 'fast'], /--poll-scale .*got "fast"/],
    [['--max-seeded-s', '1'], /--max-seeded-s needs a whole number from 2 to 3600, got "1"/],
    [['--port', '70000'], /--port needs a whole number from 0 to 65535, got "70000"/],
    [['--speed', '2'], /Unknown option '--speed'/],
  ])('refuses %j naming the option and its rule', (argv, message) => {
    expect(() => parseWebArguments(argv)).toThrow(message);
  });
});
