/** Settings → Preferences: language, polling speed, notifications, stem file names, when a submit asks first. */
import { Card, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { WholeNumberInput } from '../components/WholeNumberInput';
import type { MessageKey } from '../../shared/i18n/translator';
import { settingsResource, useSettings } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';
import { useT } from '../i18n/useLocale';
import { LanguageSetting } from './LanguageSetting';

type Update = Parameters<typeof window.atelier.settings.update>[0];

const SPEEDS: { value: string; label: MessageKey }[] = [
  { value: '0.5', label: 'settings.polling.faster' },
  { value: '1', label: 'settings.polling.normal' },
  { value: '2', label: 'settings.polling.slower' },
  { value: '4', label: 'settings.polling.slowest' },
];

export function PreferencesSettings(): React.JSX.Element {
  const settings = useSettings();
  const [confirmAbove, setConfirmAbove] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [template, setTemplate] = useState('');
  const t = useT();
  const preferences = settings.data;
  const savedTemplate = preferences?.export.stemNameTemplate;
  useEffect(() => {
    if (savedTemplate !== undefined) setTemplate(savedTemplate);
  }, [savedTemplate]);

  const update = async (change: Update) => {
    setError(null);
    try {
      settingsResource.set(await window.atelier.settings.update(change));
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
      aria-labelledby="preferences-title"
      data-testid="preferences"
    >
      <Title order={4} id="preferences-title" mb="sm">
        {t('settings.preferences.title')}
      </Title>
      {settings.error !== undefined && (
        <ErrorAlert error={settings.error} title={t('settings.preferences.readError')} />
      )}
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      {preferences && (
        <Stack gap="md">
          <LanguageSetting
            choice={preferences.language}
            onChange={(language) => void update({ language })}
          />
          <div>
            <Text size="sm" fw={500} id="polling-label">
              {t('settings.polling.label')}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t('settings.polling.description')}
            </Text>
            <SegmentedControl
              aria-labelledby="polling-label"
              value={String(nearestSpeed(preferences.polling.speed))}
              onChange={(value) => void update({ polling: { speed: Number(value) } })}
              data={SPEEDS.map((speed) => ({ value: speed.value, label: t(speed.label) }))}
            />
          </div>
          <Switch
            label={t('settings.notifications.os')}
            checked={preferences.notifications.os}
            onChange={(event) =>
              void update({ notifications: { os: event.currentTarget.checked } })
            }
          />
          <Switch
            label={t('settings.notifications.inApp')}
            checked={preferences.notifications.inApp}
            onChange={(event) =>
              void update({ notifications: { inApp: event.currentTarget.checked } })
            }
          />
          <TextInput
            label={t('settings.stemTemplate.label')}
            description={t('settings.stemTemplate.description', {
              placeholders: '<title>, <version>, <stem>, <index>, <ext>, <task>',
            })}
            value={template}
            onChange={(event) => setTemplate(event.currentTarget.value)}
            onBlur={() => {
              if (template.trim() && template !== preferences.export.stemNameTemplate)
                void update({ export: { stemNameTemplate: template } });
            }}
            error={template.trim() === '' ? t('settings.stemTemplate.empty') : undefined}
            maxLength={200}
          />
          <Switch
            label={t('settings.confirmSandbox.label')}
            description={t('settings.confirmSandbox.description')}
            checked={preferences.confirmOnSandbox}
            onChange={(event) => void update({ confirmOnSandbox: event.currentTarget.checked })}
          />
          <WholeNumberInput
            label={t('settings.confirmAbove.label')}
            field={t('settings.confirmAbove.field')}
            description={t('settings.confirmAbove.description')}
            value={preferences.confirmAboveCredits}
            min={0}
            max={1_000_000}
            onChange={setConfirmAbove}
            onBlur={() => {
              // Saved on leaving the field, once it reads as a whole number in range; anything
              // else stays as typed with its error, and the saved amount stands.
              if (
                confirmAbove !== null &&
                !Number.isNaN(confirmAbove) &&
                confirmAbove !== preferences.confirmAboveCredits
              )
                void update({ confirmAboveCredits: confirmAbove });
            }}
          />
        </Stack>
      )}
    </Card>
  );
}

function nearestSpeed(speed: number): number {
  const options = SPEEDS.map((option) => Number(option.value));
  return options.reduce(
    (best, option) => (Math.abs(option - speed) < Math.abs(best - speed) ? option : best),
    1,
  );
}
