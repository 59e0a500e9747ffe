/** The export buttons that apply to one asset: save a copy, show in folder, MIDI, stems (folder/zip), download files. */
import { Button, Group } from '@mantine/core';
import {
  IconDeviceFloppy,
  IconFileZip,
  IconFiles,
  IconFolder,
  IconFolderOpen,
  IconPiano,
} from '@tabler/icons-react';
import type { AssetView } from '../../shared/ipc/library';
import { isStemsResult, useLibraryActions } from './libraryActions';

export function AssetExportButtons(props: { asset: AssetView }): React.JSX.Element {
  const { exports, stemNameTemplate } = useLibraryActions();
  const { asset } = props;
  const busy = exports.busy !== null;
  const stems = (as: 'folder' | 'zip') =>
    exports.run('Export stems', () =>
      window.atelier.exports.stems({
        submissionId: asset.submissionId,
        as,
        ...(stemNameTemplate ? { nameTemplate: stemNameTemplate } : {}),
      }),
    );
  return (
    <Group gap="xs" data-testid="asset-exports">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDeviceFloppy size={14} />}
        disabled={busy}
        onClick={() =>
          void exports.run('Save asset', () => window.atelier.exports.saveAsset({ id: asset.id }))
        }
      >
        Save a copy…
      </Button>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconFolderOpen size={14} />}
        onClick={() => void exports.reveal({ id: asset.id })}
      >
        Show in folder
      </Button>
      {asset.kind === 'midi' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPiano size={14} />}
          loading={exports.busy === 'Export MIDI'}
          disabled={busy}
          onClick={() =>
            void exports.run('Export MIDI', () => window.atelier.exports.midi({ id: asset.id }))
          }
        >
          Export MIDI (.mid)…
        </Button>
      )}
      {isStemsResult(asset) && (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFolder size={14} />}
            loading={exports.busy === 'Export stems'}
            disabled={busy}
            onClick={() => void stems('folder')}
          >
            Export stems to folder…
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileZip size={14} />}
            disabled={busy}
            onClick={() => void stems('zip')}
          >
            Stems as zip…
          </Button>
        </>
      )}
      {asset.action === 'download' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFiles size={14} />}
          disabled={busy}
          onClick={() =>
            void exports.run('Export download files', async () => {
              const detail = await window.atelier.tasks.get({ id: asset.submissionId });
              return window.atelier.exports.selection({
                ids: detail.assetIds.length ? detail.assetIds : [asset.id],
              });
            })
          }
        >
          Export all download files…
        </Button>
      )}
    </Group>
  );
}
