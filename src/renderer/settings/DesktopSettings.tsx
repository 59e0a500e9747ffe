/** Settings → Desktop: what Atelier shows on the Dock or taskbar while jobs run (main/notifications/desktopJobs.ts). */
import { Card, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import type { Preferences } from '../../shared/ipc/settings';
import { settingsResource, useSettings } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';
import { useAsync } from '../hooks/useAsync';
import { desktopWords } from './desktopWords';

import { useT } from '../i18n/useLocale';

export function DesktopSettings(): React.JSX.Element {
  const settings = useSettings();
  const t = useT();
  const info = useAsync(() => window.atelier.app.info());
  const [error, setError] = useState<unknown>(null);
  const desktop = settings.data?.desktop;
  const words = desktopWords(info.data?.platform);

  const update = async (change: Partial<Preferences['desktop']>) => {
    setError(null);
    try {
      settingsResource.set(await window.atelier.settings.update({ desktop: change }));
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card
      withBorder
      padding="lg"
      maw={640}
      mb="lg"
      aria-labelledby="desktop-title"
      data-testid="desktop-settings"
    >
      <Title order={4} id="desktop-title" mb="sm">
        {t('settings.desktop.title')}
      </Title>
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      {desktop && (
        <Stack gap="md">
          <Switch
            label={words.progress}
            description={t('settings.desktop.progressDetail')}
            checked={desktop.progress}
            onChange={(event) => void update({ progress: event.currentTarget.checked })}
          />
          <Switch
            label={words.badge}
            description={words.noBadge ?? t('settings.desktop.badgeDetail')}
            checked={desktop.badge && words.noBadge === null}
            disabled={words.noBadge !== null}
            onChange={(event) => void update({ badge: event.currentTarget.checked })}
          />
          <Switch
            label={words.attention}
            description={words.attentionDetail}
            checked={desktop.attention}
            onChange={(event) => void update({ attention: event.currentTarget.checked })}
          />
        </Stack>
      )}
    </Card>
  );
}
