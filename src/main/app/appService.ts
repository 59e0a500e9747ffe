/** The `app` domain: application facts and guarded external links. */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { AppInfo } from '../../shared/ipc/app';
import type { Handlers } from '../../shared/ipc/types';
import type { Desktop } from '../desktop/Desktop';
import { isSafeExternalUrl } from '../security/externalUrl';

export interface AppServiceOptions {
  version: string;
  shell: AppInfo['shell'];
  desktop: Desktop;
  versions?: Record<string, string>;
}

export function createAppService(options: AppServiceOptions): Handlers['app'] {
  return {
    info: () => ({
      name: 'Atelier',
      version: options.version,
      platform: process.platform,
      dataDirectory: options.desktop.userDataPath(),
      shell: options.shell,
      versions: { node: process.versions.node, ...options.versions },
    }),
    openExternal: async ({ url }) => {
      if (!isSafeExternalUrl(url)) {
        throw new AtelierError('invalid_input', t('mainWords.app.httpsOnly'), { field: 'url' });
      }
      await options.desktop.openExternal(url);
    },
  };
}
