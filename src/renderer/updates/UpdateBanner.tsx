/**
 * The app's update, in a corner of the window: download progress, then "Restart to
 * update" — which waits ("Restart when the current submit finishes") while a paid submit is
 * between its request and the service's answer. Quiet checks show nothing; checks by hand
 * (Help → Check for updates…, Settings) say their outcome here too.
 */
import { Affix, Button, Group, Loader, Notification, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPercent } from '../../shared/format/number';
import type { UpdateState } from '../../shared/ipc/updates';
import { ErrorAlert } from '../errors/ErrorAlert';
import { useT } from '../i18n/useLocale';
import { updateResource, useUpdateState } from './updateResource';
import { bannerKey, bannerShows, updateText } from './updateText';

function colorOf(state: UpdateState): string {
  if (state.phase === 'error') return 'red';
  if (
    state.phase === 'downloaded' ||
    state.phase === 'waiting-for-submits' ||
    state.phase === 'restarting'
  )
    return 'green';
  return 'blue';
}

export function UpdateBanner(): React.JSX.Element | null {
  const t = useT();
  const { data: state } = useUpdateState();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  if (!state || !bannerShows(state) || dismissed === bannerKey(state)) return null;
  const text = updateText(state);
  const key = bannerKey(state);
  // Once a restart is asked for, the banner stays: the app will restart by itself.
  const closable = state.phase !== 'waiting-for-submits' && state.phase !== 'restarting';
  const restart = async () => {
    setFailure(null);
    try {
      updateResource.set(await window.atelier.updates.restart());
    } catch (caught) {
      setFailure(caught);
    }
  };

  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={300}>
      <Notification
        data-testid="update-banner"
        role="status"
        aria-live="polite"
        title={text.title}
        color={colorOf(state)}
        loading={state.phase === 'checking' || state.phase === 'restarting'}
        withCloseButton={closable}
        closeButtonProps={{ 'aria-label': t('updates.hide') }}
        onClose={() => setDismissed(key)}
        withBorder
        w={380}
        maw="calc(100vw - 48px)"
      >
        {text.body && <Text size="sm">{text.body}</Text>}
        {state.phase === 'downloading' && (
          <Progress
            value={state.percent}
            mt="xs"
            size="md"
            animated
            aria-label={t('updates.progress', {
              percent: formatPercent(Math.floor(state.percent) / 100),
            })}
          />
        )}
        {state.phase === 'error' && state.detail && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('updates.technical', { detail: state.detail })}
          </Text>
        )}
        {(state.phase === 'downloaded' || state.phase === 'waiting-for-submits') && (
          <Group mt="sm" gap="xs">
            {state.phase === 'downloaded' ? (
              <>
                <Button size="xs" onClick={() => void restart()}>
                  {t('updates.restart')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setDismissed(key)}>
                  {t('updates.later')}
                </Button>
              </>
            ) : (
              <Button size="xs" disabled leftSection={<Loader size={12} />}>
                {t('updates.restartWhenDone')}
              </Button>
            )}
          </Group>
        )}
        {failure !== null && <ErrorAlert error={failure} onClose={() => setFailure(null)} />}
      </Notification>
    </Affix>
  );
}
