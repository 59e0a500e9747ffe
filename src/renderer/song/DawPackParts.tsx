// What a DAW pack's confirm lists under its total: the three jobs, each with its own price,
// sent as three separate tasks.
import { List, Text } from '@mantine/core';
import type { GroupPreflightResult } from '../../shared/ipc/tasks';
import { formatCredits } from '../format/credits';
import { DAW_PACK_ACTIONS, partName } from './dawPack';

export function DawPackParts(props: { preflight: GroupPreflightResult }): React.JSX.Element {
  return (
    <div data-testid="daw-pack-parts">
      <Text size="sm">Three separate jobs on this track, each billed when the service accepts it:</Text>
      <List size="sm" mt={4}>
        {DAW_PACK_ACTIONS.map((action, position) => {
          const estimate = props.preflight.parts[position]?.estimate;
          return (
            <List.Item key={action}>
              {partName(action)}
              {action === 'stems-all' ? ' (WAV)' : ''}: {estimate?.kind === 'known' ? formatCredits(estimate.credits) : 'price unknown'}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
