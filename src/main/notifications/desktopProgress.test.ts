import { describe, expect, it } from 'vitest';
import { progressBarValue, taskbarProgress } from './desktopProgress';

describe('taskbarProgress', () => {
  it('shows no bar when nothing runs', () => {
    expect(taskbarProgress({ running: 0, downloads: [] })).toBeNull();
    // A download that has settled is not one under way.
    expect(
      taskbarProgress({ running: 0, downloads: [{ done: 2, total: 3, failed: 1 }] }),
    ).toBeNull();
  });

  it('moves without a share while the service works on a job', () => {
    expect(taskbarProgress({ running: 1, downloads: [] })).toBe('indeterminate');
    // One job downloading, another still on the service: the whole is not measurable.
    expect(taskbarProgress({ running: 2, downloads: [{ done: 1, total: 4, failed: 0 }] })).toBe(
      'indeterminate',
    );
  });

  it('shows the share of files saved (or given up) once every running job is downloading', () => {
    expect(taskbarProgress({ running: 1, downloads: [{ done: 1, total: 4, failed: 0 }] })).toBe(
      0.25,
    );
    expect(
      taskbarProgress({
        running: 2,
        downloads: [
          { done: 1, total: 4, failed: 1 },
          { done: 0, total: 4, failed: 0 },
        ],
      }),
    ).toBe(0.25);
  });
});

describe('progressBarValue (Electron: < 0 removes the bar, > 1 is indeterminate)', () => {
  it('maps each progress to setProgressBar', () => {
    expect(progressBarValue(null)).toBe(-1);
    expect(progressBarValue('indeterminate')).toBe(2);
    expect(progressBarValue(0.4)).toBe(0.4);
    expect(progressBarValue(1.5)).toBe(1);
    expect(progressBarValue(-0.1)).toBe(0);
  });
});
