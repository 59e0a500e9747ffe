/**
 * The window's side of Settings → Network: the default session's proxy (session.setProxy),
 * what it resolves for a URL (session.resolveProxy, which Node's requests follow in System
 * mode), and the manual proxy's credentials.
 *
 * Chromium asks for proxy credentials through the app's `login` event (authInfo.isProxy);
 * without a handler the request is cancelled and media would fail behind an authenticating
 * proxy. The handler answers only for the configured proxy (host and port), and at most a
 * few times per setting, so wrong credentials end in the proxy's 407 instead of a loop.
 */
import { app, session } from 'electron';
import type { SessionProxySettings } from '../network/proxyConfig';

/** electron-updater makes its requests in a session of its own (its NET_SESSION_NAME): updates take the proxy too. */
export const UPDATER_PARTITION = 'electron-updater';

const MAX_LOGIN_ANSWERS = 3;
let credentials: SessionProxySettings['credentials'] | null = null;
let answers = 0;
let listening = false;

function answerProxyLogin(): void {
  if (listening) return;
  listening = true;
  app.on('login', (event, _webContents, _details, authInfo, callback) => {
    if (!authInfo.isProxy || !credentials) return; // Electron's default: cancelled
    const asked = `${authInfo.host.includes(':') ? `[${authInfo.host}]` : authInfo.host}:${authInfo.port}`;
    if (asked !== credentials.proxy || answers >= MAX_LOGIN_ANSWERS) return;
    answers += 1;
    event.preventDefault();
    callback(credentials.user, credentials.password);
  });
}

export async function setElectronSessionProxy(settings: SessionProxySettings): Promise<void> {
  answerProxyLogin();
  credentials = settings.credentials ?? null;
  answers = 0;
  const { credentials: _secret, ...config } = settings;
  for (const each of [
    session.defaultSession,
    session.fromPartition(UPDATER_PARTITION, { cache: false }),
  ]) {
    await each.setProxy(config);
    // Open connections keep their old route; the new mode applies to the very next request.
    await each.closeAllConnections();
  }
}

export const resolveElectronProxy = (url: string): Promise<string> =>
  session.defaultSession.resolveProxy(url);
