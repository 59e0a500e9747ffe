/** The active profile's spend this month and its budget lines, shared by the header and Settings. */
import type { MonthSpend } from '../../shared/ipc/spending';
import { createLiveResource, useLiveResource } from '../data/liveResource';

export const monthSpendResource = createLiveResource<MonthSpend, void, 'spending:month'>({
  load: () => window.atelier.spending.month(),
  event: 'spending:month',
});

export const useMonthSpend = () => useLiveResource(monthSpendResource);

/** Where the month stands against its lines: over the hard one, over the soft one, or fine. */
export function budgetState(month: MonthSpend): 'hard' | 'soft' | 'ok' {
  if (month.hard !== null && month.spent >= month.hard) return 'hard';
  if (month.soft !== null && month.spent > month.soft) return 'soft';
  return 'ok';
}
