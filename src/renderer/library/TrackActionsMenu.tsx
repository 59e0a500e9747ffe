/**
 * One track's music actions, one click away: each opens the Generate page's form with
 * task_id and audio_index filled in, plus the waveform's range or point when they apply.
 */
import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown, IconWand } from '@tabler/icons-react';
import { isMusicAction } from '../../shared/service';
import type { TimeRange } from './WaveformPlayer';
import { actionInput, actionsForTrack, generateLinkForTrack } from './trackActions';
import { formatClock } from './trackFacts';

export interface TrackActionsMenuProps {
  sourceAction: string;
  taskId: string;
  audioIndex: number;
  /** From the waveform, when this is the track being previewed. */
  range?: TimeRange | null;
  point?: number | null;
  size?: 'xs' | 'sm';
}

export function TrackActionsMenu(props: TrackActionsMenuProps): React.JSX.Element | null {
  const actions = actionsForTrack(isMusicAction(props.sourceAction) ? props.sourceAction : null);
  if (actions.length === 0) return null;
  const range = props.range && props.range.endS - props.range.startS > 0.05 ? props.range : null;
  const describe = (action: (typeof actions)[number]): string => {
    const input = actionInput(action);
    if (input === 'range') return range ? `${action} ${formatClock(range.startS)}–${formatClock(range.endS)}` : `${action} (choose the range there)`;
    if (input === 'point') return props.point != null ? `${action} from ${formatClock(Math.max(1, props.point))}` : `${action} (choose the point there)`;
    return action;
  };
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button size={props.size ?? 'xs'} variant="light" leftSection={<IconWand size={14} />} rightSection={<IconChevronDown size={14} />}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={360} type="auto">
          <Menu.Label>Open in Generate with track {props.audioIndex}</Menu.Label>
          {actions.map((action) => (
            <Menu.Item
              key={action}
              component="a"
              href={generateLinkForTrack({ action, taskId: props.taskId, audioIndex: props.audioIndex, continueAt: props.point ?? null, range })}
              data-action={action}
            >
              {describe(action)}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
