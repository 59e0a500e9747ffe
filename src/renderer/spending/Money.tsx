/** Credits with their USD value, in the one money format: "12 credits ≈ $0.12". */
import { Text } from '@mantine/core';
import { formatCredits, formatCreditsUsd } from '../format/credits';

export function Money(props: {
  credits: number;
  creditToUsd: number | null;
  unit?: boolean;
}): React.JSX.Element {
  const usd = formatCreditsUsd(props.credits, props.creditToUsd);
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatCredits(props.credits, { unit: props.unit ?? true })}
      {usd && (
        <Text span size="xs" c="dimmed" ml={6}>
          ≈ {usd}
        </Text>
      )}
    </Text>
  );
}
