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
import { useT } from '../i18n/useLocale';
import { isStemsResult, useLibraryActions } from './libraryActions';

export function AssetExportButtons(props: { asset: AssetView }): React.JSX.Element {
  const t = useT();
  const { exports, stemNameTemplate } = useLibraryActions();
  const { asset } = props;
  const busy = exports.busy !== null;
  const stems = (as: 'folder' | 'zip') =>
    exports.run(t('library.menu.exportStemsTitle'), () =>
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
          void exports.run(t('library.menu.saveAsset'), () =>
            window.atelier.exports.saveAsset({ id: asset.id }),
          )
        }
      >
        {t('library.menu.saveCopy')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconFolderOpen size={14} />}
        onClick={() => void exports.reveal({ id: asset.id })}
      >
        {t('library.menu.showInFolder')}
      </Button>
      {asset.kind === 'midi' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPiano size={14} />}
          loading={exports.busy === t('library.menu.exportMidiTitle')}
          disabled={busy}
          onClick={() =>
            void exports.run(t('library.menu.exportMidiTitle'), () =>
              window.atelier.exports.midi({ id: asset.id }),
            )
          }
        >
          {t('library.menu.exportMidi')}
        </Button>
      )}
      {isStemsResult(asset) && (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFolder size={14} />}
            loading={exports.busy === t('library.menu.exportStemsTitle')}
            disabled={busy}
            onClick={() => void stems('folder')}
          >
            {t('library.menu.exportStemsFolder')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileZip size={14} />}
            disabled={busy}
            onClick={() => void stems('zip')}
          >
            {t('library.menu.exportStemsZip')}
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
            void exports.run(t('library.export.downloadsTitle'), async () => {
              const detail = await window.atelier.tasks.get({ id: asset.submissionId });
              return window.atelier.exports.selection({
                ids: detail.assetIds.length ? detail.assetIds : [asset.id],
              });
            })
          }
        >
          {t('library.export.downloads')}
        </Button>
      )}
    </Group>
  );
}
