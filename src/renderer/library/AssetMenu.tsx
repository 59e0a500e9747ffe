/** The "…" menu of an asset: open, its song's page, use as input, save a copy, show in the file manager, MIDI/stems exports where they apply, delete. */
import { ActionIcon, Menu } from '@mantine/core';
import { useT } from '../i18n/useLocale';
import { displayTitle } from './assetPresentation';
import {
  IconDeviceFloppy,
  IconDots,
  IconEye,
  IconFileZip,
  IconFolder,
  IconFolderOpen,
  IconPencil,
  IconPiano,
  IconTimeline,
  IconTrash,
} from '@tabler/icons-react';
import type { AssetView } from '../../shared/ipc/library';
import { hrefFor } from '../routes';
import { isStemsResult, useLibraryActions } from './libraryActions';
import { ReuseSettingsItem } from './ReuseSettingsItem';
import { UseAsInputMenu } from './UseAsInputMenu';

export function AssetMenu(props: { asset: AssetView; onRename?: () => void }): React.JSX.Element {
  const t = useT();
  const actions = useLibraryActions();
  const { asset } = props;
  const { run } = actions.exports;
  const stemsOptions = (as: 'folder' | 'zip') => ({
    submissionId: asset.submissionId,
    as,
    ...(actions.stemNameTemplate ? { nameTemplate: actions.stemNameTemplate } : {}),
  });
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          style={{ flex: 'none' }}
          aria-label={t('library.menu.actionsFor', { title: displayTitle(asset) })}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item leftSection={<IconEye size={14} />} onClick={() => actions.open(asset)}>
          {t('library.menu.openPreview')}
        </Menu.Item>
        {asset.songKey !== null && (
          <Menu.Item
            component="a"
            href={hrefFor('song', { task: asset.taskId })}
            leftSection={<IconTimeline size={14} />}
          >
            {t('library.menu.openSong')}
          </Menu.Item>
        )}
        <UseAsInputMenu asset={asset} />
        <ReuseSettingsItem asset={asset} />
        {props.onRename && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={props.onRename}>
            {t('library.menu.rename')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconDeviceFloppy size={14} />}
          onClick={() =>
            void run(t('library.menu.saveAsset'), () =>
              window.atelier.exports.saveAsset({ id: asset.id }),
            )
          }
        >
          {t('library.menu.saveCopy')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFolderOpen size={14} />}
          onClick={() => void actions.exports.reveal({ id: asset.id })}
        >
          {t('library.menu.showInFolder')}
        </Menu.Item>
        {asset.kind === 'midi' && (
          <Menu.Item
            leftSection={<IconPiano size={14} />}
            onClick={() =>
              void run(t('library.menu.exportMidiTitle'), () =>
                window.atelier.exports.midi({ id: asset.id }),
              )
            }
          >
            {t('library.menu.exportMidi')}
          </Menu.Item>
        )}
        {isStemsResult(asset) && (
          <>
            <Menu.Item
              leftSection={<IconFolder size={14} />}
              onClick={() =>
                void run(t('library.menu.exportStemsTitle'), () =>
                  window.atelier.exports.stems(stemsOptions('folder')),
                )
              }
            >
              {t('library.menu.exportStemsFolder')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileZip size={14} />}
              onClick={() =>
                void run(t('library.menu.exportStemsTitle'), () =>
                  window.atelier.exports.stems(stemsOptions('zip')),
                )
              }
            >
              {t('library.menu.exportStemsZip')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => actions.moveToTrash([asset])}
        >
          {t('library.menu.trash')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
