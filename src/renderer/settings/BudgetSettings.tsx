/**
 * Settings → Monthly budget, per profile: a soft line (a submit that crosses it warns and
 * always asks first) and an optional hard line (a submit that would cross it is refused
 * before anything is sent). Empty = no line. Main checks the same rule (budgetSchema).
 */
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ProfileKind } from '../../shared/ipc/account';
import { useAccountStatus, settingsResource, useSettings } from '../data/resources';
import { WholeNumberInput } from '../components/WholeNumberInput';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatCredits } from '../format/credits';
import { formatMonthName } from '../format/date';
import { useMonthSpend } from '../spending/monthSpend';
import { t } from '../../shared/i18n/activeLanguage';
import { useT } from '../i18n/useLocale';

type Line = number | '';

/** The field at fault and the rule it breaks, or null when both lines may be saved. */
export function budgetIssue(
  soft: Line,
  hard: Line,
): { field: 'soft' | 'hard'; message: string } | null {
  for (const [field, value] of [
    ['soft', soft],
    ['hard', hard],
  ] as const) {
    if (value !== '' && (!Number.isInteger(value) || value < 1))
      return { field, message: t('settings.budget.wholeNumber') };
  }
  if (soft !== '' && hard !== '' && hard < soft)
    return {
      field: 'hard',
      message: t('settings.budget.hardBelowSoft', { credits: formatCredits(soft) }),
    };
  return null;
}

export function BudgetSettings(): React.JSX.Element {
  const settings = useSettings().data;
  const active = useAccountStatus().data?.active.kind ?? 'sandbox';
  const month = useMonthSpend().data;
  useT();
  const [profile, setProfile] = useState<ProfileKind>(active);
  const [soft, setSoft] = useState<Line>('');
  const [hard, setHard] = useState<Line>('');
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => setProfile(active), [active]);
  const stored = settings?.budgets[profile];
  useEffect(() => {
    setSoft(stored?.soft ?? '');
    setHard(stored?.hard ?? '');
  }, [stored?.soft, stored?.hard]);

  const issue = budgetIssue(soft, hard);
  const save = async () => {
    if (issue) return;
    setError(null);
    try {
      const lines = { soft: soft === '' ? null : soft, hard: hard === '' ? null : hard };
      settingsResource.set(await window.atelier.settings.update({ budget: { profile, lines } }));
      setSaved(true);
    } catch (caught) {
      setError(caught);
    }
  };
  // NaN (text that is not a whole number) stays a Line that budgetIssue refuses, so Save waits.
  const toLine = (value: number | null): Line => (value === null ? '' : value);
  const shown = (line: Line): number | null => (line === '' ? null : line);

  return (
    <Card
      withBorder
      padding="lg"
      maw={640}
      mb="lg"
      aria-labelledby="budget-title"
      data-testid="budget-settings"
    >
      <Title order={4} id="budget-title" mb={4}>
        {t('settings.budget.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.budget.description')}
      </Text>
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('settings.budget.profile')}
          value={profile}
          onChange={(value) => setProfile(value as ProfileKind)}
          data={[
            { value: 'sandbox', label: t('header.sandbox') },
            { value: 'live', label: t('header.live') },
          ]}
          w="fit-content"
        />
        {month && month.profileId === profile && (
          <Text size="sm" data-testid="budget-month-spend">
            {t('settings.budget.spentIn', { month: formatMonthName(month.monthKey) })}{' '}
            <b>{formatCredits(month.spent)}</b>
          </Text>
        )}
        <Group align="flex-start" grow>
          <WholeNumberInput
            label={t('settings.budget.soft')}
            description={t('settings.budget.softDetail')}
            placeholder={t('settings.budget.noBudget')}
            value={shown(soft)}
            onChange={(value) => (setSaved(false), setSoft(toLine(value)))}
            unit={t('settings.budget.unit').trim()}
            error={issue?.field === 'soft' ? issue.message : undefined}
          />
          <WholeNumberInput
            label={t('settings.budget.hard')}
            description={t('settings.budget.hardDetail')}
            placeholder={t('settings.budget.noLimit')}
            value={shown(hard)}
            onChange={(value) => (setSaved(false), setHard(toLine(value)))}
            unit={t('settings.budget.unit').trim()}
            error={issue?.field === 'hard' ? issue.message : undefined}
          />
        </Group>
        <Group gap="sm">
          <Button onClick={() => void save()} disabled={issue !== null}>
            {t('settings.budget.save')}
          </Button>
          {saved && (
            <Text size="sm" c="teal" role="status">
              {t('settings.budget.saved')}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
