/**
 * What the About panel says: Atelier's version, the Electron, Chromium and Node versions it
 * runs on, and its license. Each OS shows different fields (Electron's app.setAboutPanelOptions):
 * macOS `version` and `credits`, Windows `credits`, Linux only `copyright`, `website` and the icon.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { MenuPlatform } from './menuTemplate';

export interface AboutPanelFacts {
  platform: MenuPlatform;
  appName: string;
  version: string;
  versions: {
    electron?: string | undefined;
    chrome?: string | undefined;
    node?: string | undefined;
  };
  license: string;
  iconPath?: string;
  website?: string;
}

export interface AboutPanelOptions {
  applicationName: string;
  applicationVersion: string;
  copyright: string;
  version?: string;
  credits?: string;
  website?: string;
  iconPath?: string;
}

export function aboutPanelOptions(facts: AboutPanelFacts): AboutPanelOptions {
  const runtime = `Electron ${facts.versions.electron ?? '?'} · Chromium ${facts.versions.chrome ?? '?'} · Node ${facts.versions.node ?? '?'}`;
  const license = t('mainWords.about.license', { license: facts.license });
  const base = { applicationName: facts.appName, applicationVersion: facts.version };
  if (facts.platform === 'darwin')
    return { ...base, copyright: license, version: runtime, credits: runtime };
  const icon = facts.iconPath ? { iconPath: facts.iconPath } : {};
  if (facts.platform === 'win32') return { ...base, copyright: license, credits: runtime, ...icon };
  // Linux shows no credits: the runtime goes with the license.
  return {
    ...base,
    copyright: `${license}\n${runtime}`,
    ...(facts.website ? { website: facts.website } : {}),
    ...icon,
  };
}
