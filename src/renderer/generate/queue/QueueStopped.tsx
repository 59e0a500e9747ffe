// Why sending stopped by itself: the refused job (still first in the queue, to fix or remove)
// or the job whose answer never came (now on Tasks; the queue never sends it again).
import type { QueueStop } from '../../../shared/ipc/queue';
import { ErrorAlert } from '../../errors';
import { useT } from '../../i18n/useLocale';

export function QueueStopped({ stop }: { stop: QueueStop }): React.JSX.Element {
  const t = useT();
  const words = stop.summary || t('generate.jobs.noPrompt');
  return (
    <div data-testid="queue-stopped" data-in-doubt={stop.inDoubt}>
      <ErrorAlert
        error={stop.error}
        title={
          stop.inDoubt
            ? t('generate.queue.stoppedInDoubt', { summary: words })
            : t('generate.queue.stoppedRefused', { summary: words })
        }
      />
    </div>
  );
}
