/**
 * Settings → Monthly budget, per profile: a soft line (a submit that crosses it warns and
 * always asks first) and an optional hard line (a submit that would cross it is refused
 * before anything is sent). Empty = no line. Main checks the same rule (budgetSchema).
 */
import { Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ProfileKind } from '../../shared/ipc/account';
import { useAccountStatus, settingsResource, useSettings } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatCredits } from '../format/credits';
import { useMonthSpend } from '../spending/monthSpend';

type Line = number | '';

/** The field at fault and the rule it breaks, or null when both lines may be saved. */
export function budgetIssue(soft: Line, hard: Line): { field: 'soft' | 'hard'; message: string } | null {
  for (const [field, value] of [['soft', soft], ['hard', hard]] as const) {
    if (value !== '' && (!Number.isInteger(value) || value < 1)) return { field, message: 'Enter a whole number of credits, 1 or more, or leave it empty' };
  }
  if (soft !== '' && hard !== '' && hard < soft) return { field: 'hard', message: `The hard line must be at least the budget (${formatCredits(soft)})` };
  return null;
}

export function BudgetSettings(): React.JSX.Element {
  const settings = useSettings().data;
  const active = useAccountStatus().data?.active.kind ?? 'sandbox';
  const month = useMonthSpend().data;
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
  const toLine = (value: string | number): Line => (value === '' ? '' : Number(value));

  return (
    <Card withBorder padding="lg" maw={640} mb="lg" aria-labelledby="budget-title" data-testid="budget-settings">
      <Title order={4} id="budget-title" mb={4}>
        Monthly budget
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Per profile, in credits, for each calendar month. Refunds are taken off; jobs in doubt count until settled.
      </Text>
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Profile"
          value={profile}
          onChange={(value) => setProfile(value as ProfileKind)}
          data={[{ value: 'sandbox', label: 'Sandbox' }, { value: 'live', label: 'Live' }]}
          w="fit-content"
        />
        {month && month.profileId === profile && (
          <Text size="sm" data-testid="budget-month-spend">
            Spent in {month.month}: <b>{formatCredits(month.spent)}</b>
          </Text>
        )}
        <Group align="flex-start" grow>
          <NumberInput
            label="Budget (soft line)"
            description="A job that crosses it warns and asks first"
            placeholder="No budget"
            value={soft}
            onChange={(value) => (setSaved(false), setSoft(toLine(value)))}
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            suffix=" credits"
            error={issue?.field === 'soft' ? issue.message : undefined}
          />
          <NumberInput
            label="Hard limit (optional)"
            description="A job that would cross it is refused"
            placeholder="No limit"
            value={hard}
            onChange={(value) => (setSaved(false), setHard(toLine(value)))}
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            suffix=" credits"
            error={issue?.field === 'hard' ? issue.message : undefined}
          />
        </Group>
        <Group gap="sm">
          <Button onClick={() => void save()} disabled={issue !== null}>
            Save budget
          </Button>
          {saved && (
            <Text size="sm" c="teal" role="status">
              Saved
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
