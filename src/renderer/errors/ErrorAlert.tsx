/** Shows an error as "what happened + what to do next"; counts down a 429's retry_after. */
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/useLocale';
import { describeError, formatWait } from './describeError';

export interface ErrorAlertProps {
  error: unknown;
  /** Optional context, e.g. "Could not load the catalog". */
  title?: string;
  onClose?: () => void;
  maw?: number | string;
}

export function ErrorAlert(props: ErrorAlertProps): React.JSX.Element {
  const t = useT();
  const description = describeError(props.error);
  const remaining = useCountdown(description.retryAfter);
  const color =
    description.severity === 'info'
      ? 'blue'
      : description.severity === 'warning'
        ? 'orange'
        : 'red';
  const Icon = description.severity === 'info' ? IconInfoCircle : IconAlertTriangle;
  return (
    <Alert
      role="alert"
      variant="light"
      color={color}
      icon={<Icon aria-hidden />}
      title={props.title ? `${props.title}: ${description.title}` : description.title}
      withCloseButton={props.onClose !== undefined}
      closeButtonLabel={t('error.dismiss')}
      {...(props.onClose ? { onClose: props.onClose } : {})}
      {...(props.maw !== undefined ? { maw: props.maw } : {})}
      data-error-code={description.code}
    >
      {description.message && <Text size="sm">{description.message}</Text>}
      <Text size="sm" fw={500} mt={4}>
        {description.action}
      </Text>
      {remaining !== null && (
        <Text size="sm" mt={4} aria-live="polite">
          {remaining > 0
            ? t('error.retryIn', { wait: formatWait(remaining) })
            : t('error.retryNow')}
        </Text>
      )}
      {description.requestId && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('error.requestId', { id: description.requestId })}
        </Text>
      )}
    </Alert>
  );
}

/** Seconds left from `seconds` when first shown, ticking once a second; null when none. */
export function useCountdown(seconds: number | null): number | null {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    setRemaining(seconds);
    if (seconds === null) return undefined;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return remaining;
}
