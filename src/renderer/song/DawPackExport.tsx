/**
 * A ready DAW pack's way out: "Export DAW pack…" (one folder, written by main through its
 * dialog) and a handle to drag the pack folder into a DAW. On the pack's card and in the
 * inspector of the version it was made from, so the pack is exported where it was bought.
 */
import { Button, Stack } from '@mantine/core';
import { IconDragDrop, IconFolderDown } from '@tabler/icons-react';
import { useT } from '../i18n/useLocale';
import { useExports } from '../library/useExports';
import type { DawPack } from './dawPack';

const taskIds = (pack: DawPack) => ({
  stemsId: pack.parts['stems-all']!.id,
  midiId: pack.parts.midi!.id,
  bpmId: pack.parts.bpm!.id,
});

export function DawPackExport(props: { pack: DawPack }): React.JSX.Element {
  const t = useT();
  const exports = useExports();
  const { pack } = props;
  const name = t('song.dawPack.name');
  return (
    <Stack gap={4} data-testid="daw-pack-export">
      <Button
        size="xs"
        fullWidth
        leftSection={<IconFolderDown size={14} />}
        loading={exports.busy === name}
        onClick={() => void exports.run(name, () => window.atelier.exports.dawPack(taskIds(pack)))}
      >
        {t('song.dawPack.export')}
      </Button>
      <Button
        size="xs"
        fullWidth
        variant="default"
        leftSection={<IconDragDrop size={14} />}
        draggable
        title={t('song.dawPack.dragTip')}
        onDragStart={(event) => {
          event.preventDefault();
          window.atelier.exports.dragDawPack(taskIds(pack)).catch(() => undefined);
        }}
      >
        {t('song.dawPack.drag')}
      </Button>
    </Stack>
  );
}
