// What a DAW pack's confirm lists under its total: each job with its own price, sent as
// separate tasks; a part a finished task already holds is listed as reused, free (unless the
// user chose "Buy again anyway").
import { Badge, List, Text } from '@mantine/core';
import type { GroupPreflightResult } from '../../shared/ipc/tasks';
import { formatCredits } from '../format/credits';
import { useT } from '../i18n/useLocale';
import { DAW_PACK_ACTIONS, partName } from './dawPack';

export function DawPackParts(props: {
  preflight: GroupPreflightResult;
  buyAgain: boolean;
}): React.JSX.Element {
  const t = useT();
  const reused = (position: number) =>
    !props.buyAgain && (props.preflight.parts[position]?.reusable ?? null) !== null;
  const bought = DAW_PACK_ACTIONS.filter((_action, position) => !reused(position)).length;
  return (
    <div data-testid="daw-pack-parts">
      <Text size="sm">
        {bought === 0
          ? t('song.dawPack.nothingToBuy')
          : bought < DAW_PACK_ACTIONS.length
            ? t('song.dawPack.jobsSomeReused', { count: bought })
            : t('song.dawPack.jobs', { count: bought })}
      </Text>
      <List size="sm" mt={4}>
        {DAW_PACK_ACTIONS.map((action, position) => {
          const part = props.preflight.parts[position];
          const estimate = part?.estimate;
          // Reused stems in the format they were made in (unnamed: the service's default); bought ones as WAV.
          const format = reused(position)
            ? (part?.reusable?.format ?? null)
            : action === 'stems-all'
              ? 'WAV'
              : null;
          return (
            <List.Item
              key={action}
              data-testid="daw-pack-part"
              data-reused={reused(position) || undefined}
            >
              {partName(action)}
              {action === 'stems-all' && format ? ` (${format})` : ''}:{' '}
              {reused(position) ? (
                <>
                  <Badge color="teal" variant="light" size="sm">
                    {t('song.dawPack.reused')}
                  </Badge>{' '}
                  {t('song.dawPack.reusedFree')}
                </>
              ) : estimate?.kind === 'known' ? (
                formatCredits(estimate.credits)
              ) : (
                t('song.price.unknown')
              )}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
