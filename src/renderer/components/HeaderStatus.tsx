/** The header's live facts: active profile, balance (credits + USD), the month's spend, running and in-doubt counts. */
import { ActionIcon, Anchor, Badge, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import {
  balanceResource,
  useAccountStatus,
  useBalance,
  useCatalog,
  useTaskCounts,
} from '../data/resources';
import { describeError } from '../errors/describeError';
import { formatDate } from '../format/date';
import { creditsToUsd, formatCredits, formatUsd } from '../format/credits';
import { MonthSpendBadge } from '../spending/MonthSpendBadge';

export function HeaderStatus(): React.JSX.Element {
  const account = useAccountStatus();
  const balance = useBalance();
  const catalog = useCatalog();
  const counts = useTaskCounts();
  const [refreshing, setRefreshing] = useState(false);
  // Until the first-run welcome has a profile chosen, there is no balance to speak of.
  const choosing = account.data?.firstRun === true;
  const profile = choosing ? undefined : account.data?.active;
  // Sandbox credits are free test credits: no dollar value (main says so with usd null, the catalog view with creditToUsd null).
  const usd = balance.data && profile?.kind !== 'sandbox'
    ? (balance.data.usd ?? creditsToUsd(balance.data.credits, catalog.data?.creditToUsd))
    : null;

  const refresh = async () => {
    setRefreshing(true);
    await balanceResource.reload({ refresh: true });
    setRefreshing(false);
  };

  return (
    <Group gap="sm" wrap="nowrap" aria-label="Account status" role="group">
      {profile && (
        <Badge
          variant={profile.kind === 'live' ? 'filled' : 'light'}
          color={profile.kind === 'live' ? 'teal' : 'violet'}
          data-testid="profile-badge"
          aria-label={`Active profile: ${profile.label}`}
        >
          {profile.kind === 'live' ? 'Live' : 'Sandbox'}
        </Badge>
      )}
      {!choosing && (
        <Group gap={4} wrap="nowrap" data-testid="header-balance">
          {balance.data ? (
            <Tooltip label={`Balance as of ${formatDate(balance.data.at)}`}>
              <Text
                size="sm"
                fw={600}
                aria-label={`Balance ${formatCredits(balance.data.credits)}${usd !== null ? `, ${formatUsd(usd)}` : profile?.kind === 'sandbox' ? ', free test credits' : ''}`}
              >
                {formatCredits(balance.data.credits)}
                {usd !== null && (
                  <Text span size="sm" c="dimmed" fw={400} ml={6}>
                    ≈ {formatUsd(usd)}
                  </Text>
                )}
              </Text>
            </Tooltip>
          ) : balance.error !== undefined ? (
            <Tooltip label={describeError(balance.error).action}>
              <Text size="sm" c="dimmed">
                Balance unavailable
              </Text>
            </Tooltip>
          ) : (
            <Loader size="xs" aria-label="Loading balance" />
          )}
          <Tooltip label="Refresh balance">
            <ActionIcon
              variant="subtle"
              aria-label="Refresh balance"
              onClick={() => void refresh()}
              loading={refreshing}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
      {!choosing && <MonthSpendBadge />}
      {counts.data && (
        <Anchor
          href="#/tasks"
          underline="never"
          aria-label={`${counts.data.running} running tasks`}
          data-testid="header-running"
        >
          <Badge variant="dot" color={counts.data.running > 0 ? 'blue' : 'gray'}>
            {counts.data.running} running
          </Badge>
        </Anchor>
      )}
      {counts.data && counts.data.waitingForKey > 0 && (
        <Anchor href="#/settings" underline="never" data-testid="header-waiting-for-key">
          <Badge color="red" variant="light">
            Enter your Live key to resume {counts.data.waitingForKey}{' '}
            {counts.data.waitingForKey === 1 ? 'task' : 'tasks'}
          </Badge>
        </Anchor>
      )}
      {counts.data && counts.data.inDoubt > 0 && (
        <Anchor
          href="#/tasks?status=in_doubt"
          underline="never"
          aria-label={`${counts.data.inDoubt} in doubt: submissions whose outcome is unknown`}
          data-testid="header-in-doubt"
        >
          <Badge color="orange" variant="light">
            {counts.data.inDoubt} in doubt
          </Badge>
        </Anchor>
      )}
    </Group>
  );
}
