import { describe, expect, it } from 'vitest';
import { previewPort, workerCount, workerIndex } from '../e2e/previews';

// playwright.config.ts starts one web preview per worker from these; a worker without a
// preview of its own would fail every spec it runs, so the counts must agree with Playwright's.
describe('e2e previews', () => {
  const cli = ['node', 'playwright', 'test'];

  it('gives each worker its own port, 10 apart from ATELIER_E2E_PORT', () => {
    const env = { ATELIER_E2E_PORT: '5200' };
    expect([0, 1, 2].map((index) => previewPort(index, env))).toEqual([5200, 5210, 5220]);
    expect(previewPort(1, {})).toBe(5191);
    expect(workerIndex({ TEST_PARALLEL_INDEX: '1' })).toBe(1);
    expect(workerIndex({})).toBe(0);
  });

  it('follows --workers and -j as Playwright reads them, before the environment', () => {
    const env = { ATELIER_E2E_WORKERS: '3' };
    expect(workerCount([...cli, '--workers', '1'], env, 2)).toBe(1);
    expect(workerCount([...cli, '--workers=4'], env, 2)).toBe(4);
    expect(workerCount([...cli, '-j', '2'], env, 2)).toBe(2);
    expect(workerCount([...cli, '--workers', '50%'], env, 8)).toBe(4);
    expect(workerCount(cli, env, 2)).toBe(3);
  });

  it('defaults to one more than the cores, at most 4, and to one for a single spec file', () => {
    expect(workerCount(cli, {}, 2)).toBe(3);
    expect(workerCount(cli, {}, 3)).toBe(4);
    expect(workerCount(cli, {}, 16)).toBe(4);
    expect(workerCount(cli, {}, 1)).toBe(2);
    expect(workerCount([...cli, 'e2e/tasks.web.spec.ts', '--project', 'web'], {}, 2)).toBe(1);
    expect(workerCount([...cli, 'e2e/tasks.web.spec.ts:50'], { ATELIER_E2E_WORKERS: '3' }, 2)).toBe(
      1,
    );
    expect(workerCount([...cli, 'e2e/tasks.web.spec.ts', 'e2e/trash.web.spec.ts'], {}, 2)).toBe(2);
  });

  it('refuses a worker count it cannot read, naming the variable', () => {
    expect(() => workerCount(cli, { ATELIER_E2E_WORKERS: 'two' }, 2)).toThrow(
      'ATELIER_E2E_WORKERS needs a whole number above 0 or a percentage like 50%, got "two"',
    );
  });
});
