import { describe, expect, it } from 'vitest';
import { desktopWords } from './desktopWords';

describe('desktopWords', () => {
  it('names the Dock on macOS, the taskbar on Windows, either on Linux', () => {
    expect(desktopWords('darwin')).toMatchObject({
      progress: 'Show job progress on the Dock',
      attention: 'Bounce the Dock icon when a job finishes',
      noBadge: null,
    });
    expect(desktopWords('win32')).toMatchObject({
      progress: 'Show job progress on the taskbar',
      attention: 'Flash the taskbar button when a job finishes',
    });
    expect(desktopWords('linux').progress).toBe('Show job progress on the dock or taskbar');
  });

  it('says why Windows has no badge (Electron sets one on macOS and Linux only)', () => {
    expect(desktopWords('win32').noBadge).toMatch(/cannot show a count/);
    expect(desktopWords('linux').noBadge).toBeNull();
  });
});
