/**
 * The stand-in `electron`'s displays, a window's geometry and macOS Dock (see
 * electronStandIn.ts), following Electron 45's docs/api/screen.md, structures/display.md,
 * browser-window.md and dock.md. The displays come
 * from ATELIER_BOOT_DISPLAYS (JSON: id, bounds, workArea, primary) or one 1920×1080 primary
 * display with a 40 px taskbar.
 */
import { EventEmitter } from 'node:events';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface DisplayConfig {
  id: number;
  bounds: Rectangle;
  workArea?: Rectangle;
  primary?: boolean;
}

function configuredDisplays(): DisplayConfig[] {
  const configured = process.env['ATELIER_BOOT_DISPLAYS'];
  if (configured) return JSON.parse(configured) as DisplayConfig[];
  return [
    {
      id: 1,
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
      workArea: { x: 0, y: 0, width: 1920, height: 1040 },
      primary: true,
    },
  ];
}

/** A Display object (docs/api/structures/display.md), with the fields a desktop reports. */
function display(config: DisplayConfig) {
  const workArea = config.workArea ?? config.bounds;
  return {
    id: config.id,
    label: `Display ${config.id}`,
    bounds: { ...config.bounds },
    workArea: { ...workArea },
    size: { width: config.bounds.width, height: config.bounds.height },
    workAreaSize: { width: workArea.width, height: workArea.height },
    scaleFactor: 1,
    rotation: 0,
    internal: false,
    detected: true,
    monochrome: false,
    colorDepth: 24,
    depthPerComponent: 8,
    displayFrequency: 60,
    touchSupport: 'unknown',
    accelerometerSupport: 'unknown',
  };
}

const intersection = (a: Rectangle, b: Rectangle): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Electron's `screen`; "This module cannot be used until the ready event of the app module is emitted." */
export function createScreen(isReady: () => boolean) {
  function displaysWhenReady(): DisplayConfig[] {
    if (!isReady())
      throw new Error("The 'screen' module can't be used before the app 'ready' event");
    return configuredDisplays();
  }
  const screen = Object.assign(new EventEmitter(), {
    getAllDisplays: () => displaysWhenReady().map(display),
    getPrimaryDisplay() {
      const displays = displaysWhenReady();
      return display(displays.find((each) => each.primary) ?? displays[0]!);
    },
    /** "The display that most closely intersects the provided bounds" (Chromium: the primary when none does). */
    getDisplayMatching(rect: Rectangle) {
      let best = screen.getPrimaryDisplay();
      let bestArea = 0;
      for (const each of screen.getAllDisplays()) {
        const shared = intersection(rect, each.bounds);
        if (shared > bestArea) [best, bestArea] = [each, shared];
      }
      return best;
    },
  });
  return screen;
}

/** macOS's Dock (docs/api/dock.md): bounce requests are recorded; `isAppFocused` makes bounce answer -1. */
export function createDock(isAppFocused: () => boolean) {
  const dock = {
    bounces: [] as string[],
    badge: '',
    bounce(type: 'critical' | 'informational' = 'informational'): number {
      // "This method can only be used while the app is not focused; when the app is focused it will return -1."
      if (isAppFocused()) return -1;
      dock.bounces.push(type);
      return dock.bounces.length;
    },
    cancelBounce(_id: number): void {},
    setBadge(text: string): void {
      dock.badge = text;
    },
    getBadge: () => dock.badge,
  };
  return dock;
}

type Screen = ReturnType<typeof createScreen>;

/**
 * A BrowserWindow's bounds and states: it opens centred on the primary display unless given
 * `x` and `y` ("Default is to center the window"), 800×600 by default, never below its
 * minimum size; `getNormalBounds` is the normal state's bounds whatever the state; the
 * events are the ones Electron emits for each change.
 */
export class WindowGeometry {
  maximized = false;
  fullScreen = false;
  private bounds: Rectangle;
  private readonly minimum: { width: number; height: number };

  constructor(
    options: Record<string, unknown>,
    private readonly screen: Screen,
    private readonly emit: (event: string) => void,
  ) {
    const number = (key: string, fallback: number) =>
      typeof options[key] === 'number' ? (options[key] as number) : fallback;
    this.minimum = { width: number('minWidth', 0), height: number('minHeight', 0) };
    const width = Math.max(number('width', 800), this.minimum.width);
    const height = Math.max(number('height', 600), this.minimum.height);
    const { workArea } = screen.getPrimaryDisplay();
    this.bounds = {
      x: number('x', Math.round(workArea.x + (workArea.width - width) / 2)),
      y: number('y', Math.round(workArea.y + (workArea.height - height) / 2)),
      width,
      height,
    };
  }
  normal = (): Rectangle => ({ ...this.bounds });
  current(): Rectangle {
    if (this.fullScreen) return { ...this.screen.getDisplayMatching(this.bounds).bounds };
    if (this.maximized) return { ...this.screen.getDisplayMatching(this.bounds).workArea };
    return this.normal();
  }
  /** Partial bounds; the rest keep their values; never below the minimum size. */
  setNormal(bounds: Partial<Rectangle>): void {
    const before = this.bounds;
    const next = { ...before, ...bounds };
    next.width = Math.max(next.width, this.minimum.width);
    next.height = Math.max(next.height, this.minimum.height);
    this.bounds = next;
    if (next.width !== before.width || next.height !== before.height) this.emit('resize');
    if (next.x !== before.x || next.y !== before.y) this.emit('move');
  }
  setMaximized(flag: boolean): void {
    if (this.maximized === flag) return;
    this.maximized = flag;
    this.emit(flag ? 'maximize' : 'unmaximize');
    this.emit('resize');
  }
  setFullScreen(flag: boolean): void {
    if (this.fullScreen === flag) return;
    this.fullScreen = flag;
    this.emit(flag ? 'enter-full-screen' : 'leave-full-screen');
    this.emit('resize');
  }
}
