/**
 * The "DAW pack" button on a track's card: its label carries the total price of the three
 * jobs it sends (all stems as WAV, MIDI, tempo), from one group preflight.
 */
import { Button, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { GroupPreflightResult } from '../../shared/ipc/tasks';
import { dawPackRequests, type PackSource } from './dawPack';
import { useT } from '../i18n/useLocale';
import { withPrice } from './songActions';
import { sayIssue } from '../generate/ruleWords';

export function DawPackButton(props: {
  source: PackSource;
  busy: boolean;
  onRequest: (source: PackSource) => void;
}): React.JSX.Element {
  const t = useT();
  const [price, setPrice] = useState<GroupPreflightResult | null>(null);
  const { taskId, audioIndex } = props.source;
  useEffect(() => {
    let current = true;
    const requests = dawPackRequests({ taskId, audioIndex }).map((each) => ({
      target: { action: each.action },
      body: each.body,
    }));
    window.atelier.tasks
      .preflightGroup({ requests })
      .then((fresh) => current && setPrice(fresh))
      .catch(() => current && setPrice(null));
    return () => {
      current = false;
    };
  }, [taskId, audioIndex]);
  const problem = price?.issues[0] ? sayIssue(price.issues[0]) : null;
  const button = (
    <Button
      size="xs"
      variant="light"
      color="grape"
      fullWidth
      justify="space-between"
      loading={props.busy}
      disabled={price === null || problem !== null}
      data-action="daw-pack"
      onClick={() => problem === null && props.onRequest(props.source)}
    >
      {withPrice(t('song.dawPack.name'), price?.estimate ?? null)}
    </Button>
  );
  return problem ? (
    <Tooltip label={problem} multiline w={240}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    <Tooltip label={t('song.dawPack.tip')} multiline w={240}>
      {button}
    </Tooltip>
  );
}
