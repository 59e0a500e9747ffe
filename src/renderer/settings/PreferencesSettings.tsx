/** Settings → Preferences: polling speed, notifications, stem file names, when a submit asks first. */
import { Card, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { settingsResource, useSettings } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';

type Update = Parameters<typeof window.atelier.settings.update>[0];

const SPEEDS = [
  { value: '0.5', label: 'Faster' },
  { value: '1', label: 'Normal' },
  { value: '2', label: 'Slower' },
  { value: '4', label: 'Slowest' },
];

export function PreferencesSettings(): React.JSX.Element {
  const settings = useSettings();
  const [error, setError] = useState<unknown>(null);
  const [template, setTemplate] = useState('');
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
    <Card withBorder padding="lg" maw={640} mb="lg" aria-labelledby="preferences-title" data-testid="preferences">
      <Title order={4} id="preferences-title" mb="sm">
        Preferences
      </Title>
      {settings.error !== undefined && <ErrorAlert error={settings.error} title="Could not read preferences" />}
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      {preferences && (
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} id="polling-label">
              How often to check running jobs
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              Slower checking uses less network; the service’s own retry hints always win.
            </Text>
            <SegmentedControl
              aria-labelledby="polling-label"
              value={String(nearestSpeed(preferences.polling.speed))}
              onChange={(value) => void update({ polling: { speed: Number(value) } })}
              data={SPEEDS}
            />
          </div>
          <Switch
            label="System notifications when a job finishes or fails"
            checked={preferences.notifications.os}
            onChange={(event) => void update({ notifications: { os: event.currentTarget.checked } })}
          />
          <Switch
            label="In-app notifications when a job finishes or fails"
            checked={preferences.notifications.inApp}
            onChange={(event) => void update({ notifications: { inApp: event.currentTarget.checked } })}
          />
          <TextInput
            label="Stem file name template"
            description="Used when exporting stems. Placeholders: <title> (the song), <version> (“lead vocal stem”), <stem> (“lead vocal”), <index>, <ext>, <task>."
            value={template}
            onChange={(event) => setTemplate(event.currentTarget.value)}
            onBlur={() => {
              if (template.trim() && template !== preferences.export.stemNameTemplate) void update({ export: { stemNameTemplate: template } });
            }}
            error={template.trim() === '' ? 'The template cannot be empty' : undefined}
            maxLength={200}
          />
          <Switch
            label="Ask before submitting on the Sandbox"
            description="Sandbox jobs spend free test credits, so by default they are sent at once. Live jobs always follow the rule below."
            checked={preferences.confirmOnSandbox}
            onChange={(event) => void update({ confirmOnSandbox: event.currentTarget.checked })}
          />
          <NumberInput
            label="Always confirm jobs costing more than (credits)"
            description="0 = confirm every paid job."
            value={preferences.confirmAboveCredits}
            min={0}
            max={1_000_000}
            allowDecimal={false}
            onBlur={(event) => {
              const value = Number(event.currentTarget.value.replace(/,/g, ''));
              if (Number.isInteger(value) && value >= 0 && value !== preferences.confirmAboveCredits) void update({ confirmAboveCredits: value });
            }}
          />
        </Stack>
      )}
    </Card>
  );
}

function nearestSpeed(speed: number): number {
  const options = SPEEDS.map((option) => Number(option.value));
  return options.reduce((best, option) => (Math.abs(option - speed) < Math.abs(best - speed) ? option : best), 1);
}
