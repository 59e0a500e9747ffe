/** Settings → Updates: check automatically, the channel (Stable / Beta), and a check by hand. */
import { Button, Card, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UpdateChannel } from '../../shared/ipc/updates';
import { settingsResource, useSettings } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatDate } from '../format/date';
import { useT } from '../i18n/useLocale';
import { updateResource, useUpdateState } from './updateResource';
import { unsupportedReason, updateText } from './updateText';

type Update = Parameters<typeof window.atelier.settings.update>[0];

export function UpdateSettings(): React.JSX.Element {
  const t = useT();
  const settings = useSettings();
  const { data: state } = useUpdateState();
  const [error, setError] = useState<unknown>(null);
  const preferences = settings.data;
  // The web preview (and a copy run from source) cannot update itself: the controls say why.
  const unsupported = state?.phase === 'unsupported';
  const working =
    state !== undefined &&
    ['checking', 'available', 'downloading', 'restarting'].includes(state.phase);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught);
    }
  };
  const update = (change: Update) =>
    run(async () => settingsResource.set(await window.atelier.settings.update(change)));
  const check = () => run(async () => updateResource.set(await window.atelier.updates.check()));

  return (
    <Card
      withBorder
      padding="lg"
      maw={640}
      mb="lg"
      aria-labelledby="updates-title"
      data-testid="update-settings"
    >
      <Title order={4} id="updates-title" mb="sm">
        {t('updates.title')}
      </Title>
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      {unsupported && state.phase === 'unsupported' && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="updates-unsupported">
          {unsupportedReason(state.reason)}
        </Text>
      )}
      {preferences && (
        <Stack gap="md">
          <Switch
            label={t('updates.automatic')}
            description={t('updates.automaticDetail')}
            checked={preferences.updates.automatic}
            disabled={unsupported}
            onChange={(event) =>
              void update({ updates: { automatic: event.currentTarget.checked } })
            }
          />
          <div>
            <Text
              size="sm"
              fw={500}
              id="update-channel-label"
              {...(unsupported ? { c: 'dimmed' } : {})}
            >
              {t('updates.channel')}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t('updates.channelDetail')}
            </Text>
            <SegmentedControl
              aria-labelledby="update-channel-label"
              value={preferences.updates.channel}
              disabled={unsupported}
              onChange={(value) => void update({ updates: { channel: value as UpdateChannel } })}
              data={[
                { value: 'stable', label: t('updates.stable') },
                { value: 'beta', label: t('updates.beta') },
              ]}
            />
          </div>
          <div>
            <Button
              variant="default"
              onClick={() => void check()}
              loading={state?.phase === 'checking'}
              disabled={unsupported || working}
            >
              {t('updates.check')}
            </Button>
            {state && !unsupported && (
              <Text size="sm" c="dimmed" mt={6} data-testid="update-status">
                {updateText(state).title}
                {state.checkedAt
                  ? ` · ${t('updates.lastChecked', { date: formatDate(state.checkedAt) })}`
                  : ''}
              </Text>
            )}
          </div>
        </Stack>
      )}
    </Card>
  );
}
