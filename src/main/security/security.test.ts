import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { isSafeExternalUrl } from './externalUrl';
import { appUrlCheck, guardNavigation, guardWindowOpen } from './navigationPolicy';
import {
  permissionCheckHandler,
  permissionRequestHandler,
  permissionsPolicyHeader,
} from './permissionPolicy';
import { mainWindowOptions } from '../desktop/electronWindowOptions';

describe('window options', () => {
  it('isolate the renderer', () => {
    const preferences = mainWindowOptions('/app/preload/index.cjs').webPreferences!;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(preferences.preload).toMatch(/\.cjs$/);
  });
});

describe('content security policy', () => {
  const directives = (policy: string) =>
    new Map(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values];
      }),
    );

  it('allows only our own scripts and no plugins in production', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval');
    // Remote https (and loopback) only for images: form thumbnails of user-typed URLs.
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https:', 'http://127.0.0.1:*']));
    expect(policy.get('img-src')).not.toContain('http:');
    expect(policy.get('connect-src')).not.toContain('https:');
  });

  it('opens only the dev server in development, and drops frame-ancestors in meta tags', () => {
    const dev = directives(contentSecurityPolicy({ devServerOrigin: 'http://localhost:5173' }));
    expect(dev.get('script-src')).toContain('http://localhost:5173');
    expect(dev.get('connect-src')).toContain('ws://localhost:5173');
    expect(directives(contentSecurityPolicy({ forMetaTag: true })).has('frame-ancestors')).toBe(
      false,
    );
  });

  it('reads media from atelier-media: in the window, and from the media origin too in the web preview only', () => {
    const electron = directives(contentSecurityPolicy());
    const preview = directives(contentSecurityPolicy({ mediaOrigin: 'http://127.0.0.1:40123' }));
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(electron.get(directive), directive).toContain('atelier-media:');
      expect(electron.get(directive), directive).not.toContain('http://127.0.0.1:40123');
      expect(preview.get(directive), directive).toEqual(
        expect.arrayContaining(['atelier-media:', 'http://127.0.0.1:40123']),
      );
    }
    expect(preview.get('script-src')).toEqual(["'self'"]);
    expect(preview.get('default-src')).toEqual(["'self'"]);
    // Only an origin: nothing that could add a source or a directive.
    for (const bad of [
      '',
      'http://127.0.0.1:1/path',
      "http://127.0.0.1:1; script-src 'unsafe-inline'",
      'http://a.example *',
      'javascript:1',
      'file:///tmp',
    ]) {
      expect(() => contentSecurityPolicy({ mediaOrigin: bad }), bad).toThrow(/origin/);
    }
  });
});

describe('navigation', () => {
  const prevented = (check: (url: string) => boolean, url: string) => {
    let stopped = false;
    guardNavigation(check)({ preventDefault: () => (stopped = true) }, url);
    return stopped;
  };

  it('keeps a file:// renderer on its own page', () => {
    const check = appUrlCheck('file:///opt/Atelier/resources/app/out/renderer/index.html');
    expect(
      prevented(check, 'file:///opt/Atelier/resources/app/out/renderer/index.html#/library'),
    ).toBe(false);
    expect(prevented(check, 'file:///etc/passwd')).toBe(true);
    expect(prevented(check, 'https://example.com/')).toBe(true);
    expect(prevented(check, 'not a url')).toBe(true);
  });

  it('keeps a dev-server renderer on its origin', () => {
    const check = appUrlCheck('http://localhost:5173/');
    expect(prevented(check, 'http://localhost:5173/#/tasks')).toBe(false);
    expect(prevented(check, 'http://localhost:5174/')).toBe(true);
  });

  it('denies every new window and sends only https links to the browser', () => {
    const opened: string[] = [];
    const handler = guardWindowOpen((url) => opened.push(url));
    for (const url of [
      'https://example.com/docs',
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@example.com/',
    ]) {
      expect(handler({ url })).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://example.com/docs']);
  });

  it("grants clipboard writing and fullscreen to the app's own top frame only, and denies everything else", () => {
    const isAppUrl = appUrlCheck('file:///opt/Atelier/resources/app.asar/out/renderer/index.html');
    const page = 'file:///opt/Atelier/resources/app.asar/out/renderer/index.html#/library';
    const request = permissionRequestHandler(isAppUrl);
    const check = permissionCheckHandler(isAppUrl);
    const ask = (permission: string, requestingUrl: string, isMainFrame: boolean) => {
      let granted: boolean | undefined;
      request(null, permission, (answer) => (granted = answer), { requestingUrl, isMainFrame });
      return {
        request: granted,
        check: check(null, permission, 'file://', { requestingUrl, isMainFrame }),
      };
    };
    expect(ask('clipboard-sanitized-write', page, true)).toEqual({ request: true, check: true });
    expect(ask('fullscreen', page, true)).toEqual({ request: true, check: true });
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
      'hid',
    ]) {
      expect(ask(permission, page, true), permission).toEqual({ request: false, check: false });
    }
    expect(ask('clipboard-sanitized-write', page, false)).toEqual({ request: false, check: false });
    expect(ask('fullscreen', 'https://example.com/', true)).toEqual({
      request: false,
      check: false,
    });
    // Electron may call without details (older call sites): deny.
    let bare: boolean | undefined;
    request(null, 'fullscreen', (answer) => (bare = answer));
    expect(bare).toBe(false);
  });

  it('gives the web preview the same grants as a Permissions-Policy header', () => {
    const header = permissionsPolicyHeader();
    expect(header).toContain('clipboard-write=(self)');
    expect(header).toContain('fullscreen=(self)');
    expect(header).toContain('camera=()');
    expect(header).toContain('clipboard-read=()');
  });

  it('accepts only plain https external URLs', () => {
    expect(isSafeExternalUrl('https://example.com/a?b=c')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(false);
    expect(isSafeExternalUrl('smb://host/share')).toBe(false);
  });
});
