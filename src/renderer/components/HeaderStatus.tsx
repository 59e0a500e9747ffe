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
import { useT } from '../i18n/useLocale';

export function HeaderStatus(): React.JSX.Element {
  const account = useAccountStatus();
  const balance = useBalance();
  const catalog = useCatalog();
  const counts = useTaskCounts();
  const t = useT();
  const [refreshing, setRefreshing] = useState(false);
  // Until the first-run welcome has a profile chosen, there is no balance to speak of.
  const choosing = account.data?.firstRun === true;
  const profile = choosing ? undefined : account.data?.active;
  // Sandbox credits are free test credits: no dollar value (main says so with usd null, the catalog view with creditToUsd null).
  const usd =
    balance.data && profile?.kind !== 'sandbox'
      ? (balance.data.usd ?? creditsToUsd(balance.data.credits, catalog.data?.creditToUsd))
      : null;

  const refresh = async () => {
    setRefreshing(true);
    await balanceResource.reload({ refresh: true });
    setRefreshing(false);
  };

  return (
    <Group gap="sm" wrap="nowrap" aria-label={t('header.accountStatus')} role="group">
      {profile && (
        <Badge
          variant={profile.kind === 'live' ? 'filled' : 'light'}
          color={profile.kind === 'live' ? 'teal' : 'violet'}
          data-testid="profile-badge"
          aria-label={t('header.activeProfile', { profile: profile.label })}
        >
          {profile.kind === 'live' ? t('header.live') : t('header.sandbox')}
        </Badge>
      )}
      {!choosing && (
        <Group gap={4} wrap="nowrap" data-testid="header-balance">
          {balance.data ? (
            <Tooltip label={t('header.balanceAsOf', { date: formatDate(balance.data.at) })}>
              <Text
                size="sm"
                fw={600}
                aria-label={
                  usd !== null
                    ? t('header.balanceLabel', {
                        credits: formatCredits(balance.data.credits),
                        usd: formatUsd(usd),
                      })
                    : profile?.kind === 'sandbox'
                      ? t('header.balanceSandboxLabel', {
                          credits: formatCredits(balance.data.credits),
                        })
                      : t('header.balanceOnlyLabel', {
                          credits: formatCredits(balance.data.credits),
                        })
                }
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
                {t('header.balanceUnavailable')}
              </Text>
            </Tooltip>
          ) : (
            <Loader size="xs" role="status" aria-label={t('header.loadingBalance')} />
          )}
          <Tooltip label={t('header.refreshBalance')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('header.refreshBalance')}
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
          aria-label={t('header.runningLabel', { count: counts.data.running })}
          data-testid="header-running"
        >
          <Badge variant="dot" color={counts.data.running > 0 ? 'blue' : 'gray'}>
            {t('header.running', { count: counts.data.running })}
          </Badge>
        </Anchor>
      )}
      {counts.data && counts.data.waitingForKey > 0 && (
        <Anchor href="#/settings" underline="never" data-testid="header-waiting-for-key">
          <Badge color="red" variant="light">
            {t('header.waitingForKey', { count: counts.data.waitingForKey })}
          </Badge>
        </Anchor>
      )}
      {counts.data && counts.data.inDoubt > 0 && (
        <Anchor
          href="#/tasks?status=in_doubt"
          underline="never"
          aria-label={t('header.inDoubtLabel', { count: counts.data.inDoubt })}
          data-testid="header-in-doubt"
        >
          <Badge color="orange" variant="light">
            {t('header.inDoubt', { count: counts.data.inDoubt })}
          </Badge>
        </Anchor>
      )}
    </Group>
  );
}
