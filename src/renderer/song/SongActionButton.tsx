/**
 * One priced action button on a timeline card: its label carries the price from a
 * preflight of the exact request; a request preflight (or the card's own check) calls
 * invalid is never offered.
 */
import { Button, Tooltip } from '@mantine/core';
import type { MusicAction } from '../../shared/service';
import { songActionLabel, withPrice } from './songActions';
import { usePrice } from './usePrice';
import { sayIssue } from '../generate/ruleWords';
import type { SongRequest } from './useSongSubmit';

/** Extend is the card's one primary action; the whole song is its own outlined choice. */
const BUTTON_VARIANT: Partial<Record<MusicAction, string>> = {
  extend: 'filled',
  concat: 'outline',
};

/** What a popover's target puts on the button it opens from (its ref and ARIA state). */
type TargetProps = Pick<
  React.ComponentPropsWithRef<'button'>,
  'ref' | 'id' | 'className' | 'aria-haspopup' | 'aria-expanded' | 'aria-controls'
>;

export function SongActionButton(
  props: TargetProps & {
    action: MusicAction;
    body: Record<string, unknown>;
    continueAt?: number | null;
    /** The words before the price ("Crop to 0:12–0:45"); else the action's own label. */
    name?: string;
    /** What the card already knows is wrong with the request: the button stays disabled. */
    problem?: string | null;
    busy: boolean;
    onRequest: (request: SongRequest) => void;
  },
): React.JSX.Element {
  const price = usePrice(props.action, props.body);
  const estimate = price?.estimate ?? null;
  const label = props.name
    ? withPrice(props.name, estimate)
    : songActionLabel(props.action, estimate, props.continueAt ?? null);
  const problem = props.problem ?? (price?.issues[0] ? sayIssue(price.issues[0]) : null);
  const {
    ref,
    id,
    className,
    'aria-haspopup': hasPopup,
    'aria-expanded': expanded,
    'aria-controls': controls,
  } = props;
  const button = (
    <Button
      ref={ref}
      id={id}
      className={className}
      aria-haspopup={hasPopup}
      aria-expanded={expanded}
      aria-controls={controls}
      size="xs"
      variant={BUTTON_VARIANT[props.action] ?? 'light'}
      fullWidth
      justify="space-between"
      loading={props.busy}
      disabled={price === null || problem !== null}
      data-action={props.action}
      onClick={() =>
        problem === null && props.onRequest({ action: props.action, body: props.body, label })
      }
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
