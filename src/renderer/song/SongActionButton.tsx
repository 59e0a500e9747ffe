/**
 * One priced action button on a timeline card: its label carries the price from a
 * preflight of the exact request; a request preflight calls invalid is never offered.
 */
import { Button, Tooltip } from '@mantine/core';
import { songActionLabel, type SongAction } from './songActions';
import { usePrice } from './usePrice';
import type { SongRequest } from './useSongSubmit';

export function SongActionButton(props: {
  action: SongAction;
  body: Record<string, unknown>;
  continueAt?: number | null;
  busy: boolean;
  onRequest: (request: SongRequest) => void;
}): React.JSX.Element {
  const price = usePrice(props.action, props.body);
  const label = songActionLabel(props.action, price?.estimate ?? null, props.continueAt ?? null);
  const problem = price?.issues[0]?.message ?? null;
  const button = (
    <Button
      size="xs"
      variant={props.action === 'concat' ? 'filled' : 'light'}
      fullWidth
      justify="space-between"
      loading={props.busy}
      disabled={price === null || problem !== null}
      data-action={props.action}
      onClick={() => props.onRequest({ action: props.action, body: props.body, label })}
    >
      {label}
    </Button>
  );
  return problem ? (
    <Tooltip label={problem} multiline w={240}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
