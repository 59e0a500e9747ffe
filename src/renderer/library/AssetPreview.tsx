/**
 * The preview drawer for one asset: title (rename), favorite, tags, facts, prompt (copy),
 * exports, drag-out and delete, around a viewer chosen by kind.
 */
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Drawer,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDragDrop, IconTrash } from '@tabler/icons-react';
import type { AssetView } from '../../shared/ipc/library';
import { hrefFor } from '../routes';
import { AssetExportButtons } from './AssetExportButtons';
import { useModelNames } from '../catalog/targetName';
import {
  kindLabel,
  assetApiOrigin,
  assetOrigin,
  formatBytes,
  formatDate,
} from './assetPresentation';
import { AudioPreview, SPACE_PLAYS_ATTRIBUTE } from './AudioPreview';
import { startDragOut } from './dragOut';
import { FavoriteButton } from './FavoriteButton';
import { ImagePreview } from './ImagePreview';
import { InlineTitle } from './InlineTitle';
import { useT } from '../i18n/useLocale';
import { useLibraryActions } from './libraryActions';
import { TagsEditor } from './TagsEditor';
import { TextPreview } from './TextPreview';
import { formatClock } from './trackFacts';

function Viewer(props: {
  asset: AssetView;
  onOpen: (asset: AssetView) => void;
}): React.JSX.Element {
  const t = useT();
  const { asset } = props;
  switch (asset.kind) {
    case 'image':
      return <ImagePreview asset={asset} />;
    case 'video':
      return (
        <video
          src={asset.mediaUrl}
          controls
          preload="metadata"
          style={{ width: '100%', maxHeight: '60vh', borderRadius: 8, background: 'black' }}
          data-testid="video-preview"
        />
      );
    case 'audio':
      return <AudioPreview asset={asset} onOpen={props.onOpen} />;
    case 'lyrics':
    case 'text':
    case 'json':
      return <TextPreview asset={asset} />;
    default:
      return (
        <Text size="sm" c="dimmed">
          {asset.kind === 'midi' ? t('library.preview.midiHint') : t('library.preview.noPreview')}
        </Text>
      );
  }
}

export function AssetPreview(props: {
  asset: AssetView | null;
  onClose: () => void;
  onOpen: (asset: AssetView) => void;
}): React.JSX.Element {
  const t = useT();
  const actions = useLibraryActions();
  const modelNames = useModelNames();
  const { asset } = props;
  return (
    <Drawer
      opened={asset !== null}
      onClose={props.onClose}
      position="right"
      size="xl"
      title={asset ? kindLabel(asset) : ''}
      // The close button has the focus on open; Space there plays (AudioPreview) and never
      // closes: a button is pressed on Space's keyup, which this cancels.
      closeButtonProps={{
        'aria-label': t('library.preview.close'),
        ...{ [SPACE_PLAYS_ATTRIBUTE]: true },
        onKeyUp: (event: React.KeyboardEvent) => event.key === ' ' && event.preventDefault(),
      }}
    >
      {asset && (
        <Stack gap="md" data-testid="asset-preview" data-asset-id={asset.id}>
          <Group justify="space-between" wrap="nowrap">
            <InlineTitle asset={asset} onChanged={actions.patch} size="lg" />
            <Group gap={4} wrap="nowrap">
              <FavoriteButton asset={asset} onChanged={actions.patch} size="md" />
              <Tooltip label={t('library.preview.dragHint')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('library.selection.drag')}
                  draggable
                  onDragStart={(event) => startDragOut(event, [asset.id])}
                  style={{ cursor: 'grab' }}
                >
                  <IconDragDrop size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('library.preview.trashHint')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('library.menu.trash')}
                  onClick={() => actions.moveToTrash([asset])}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <AssetExportButtons asset={asset} />
          <Group gap="lg" data-testid="asset-task-links">
            <Anchor size="sm" href={hrefFor('tasks', { id: asset.submissionId })}>
              {t('library.preview.taskDetails')}
            </Anchor>
            <Anchor size="sm" href={hrefFor('generate', { from: asset.submissionId })}>
              {t('library.preview.rerun')}
            </Anchor>
          </Group>
          <Viewer asset={asset} onOpen={props.onOpen} />
          <TagsEditor asset={asset} onChanged={actions.patch} knownTags={actions.knownTags} />
          {asset.prompt && (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t('library.preview.prompt')}
                </Text>
                <CopyButton value={asset.prompt}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
                    >
                      {copied ? t('library.preview.copied') : t('library.preview.copyPrompt')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={8}>
                {asset.prompt}
              </Text>
            </Stack>
          )}
          <Table withRowBorders={false} verticalSpacing={2} fz="xs" data-testid="asset-metadata">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={130}>{t('library.preview.madeWith')}</Table.Th>
                {/* The API's names for it are detail: a tooltip, as on the grid and the list. */}
                <Table.Td title={assetApiOrigin(asset)}>{assetOrigin(asset, modelNames)}</Table.Td>
              </Table.Tr>
              {asset.style && (
                <Table.Tr>
                  <Table.Th>{t('library.preview.style')}</Table.Th>
                  <Table.Td>{asset.style}</Table.Td>
                </Table.Tr>
              )}
              {asset.width !== null && asset.height !== null && (
                <Table.Tr>
                  <Table.Th>{t('library.preview.size')}</Table.Th>
                  <Table.Td>
                    {t('library.preview.pixels', { width: asset.width, height: asset.height })}
                  </Table.Td>
                </Table.Tr>
              )}
              {asset.durationS !== null && (
                <Table.Tr>
                  <Table.Th>{t('library.preview.duration')}</Table.Th>
                  <Table.Td>{formatClock(asset.durationS)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t('library.preview.file')}</Table.Th>
                <Table.Td>
                  {asset.mimeType} · {formatBytes(asset.bytes)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('library.preview.created')}</Table.Th>
                <Table.Td>{formatDate(asset.createdAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('library.filters.profile')}</Table.Th>
                <Table.Td>
                  <Badge size="xs" variant="outline">
                    {asset.profileId === 'sandbox'
                      ? t('library.filters.sandbox')
                      : asset.profileId === 'live'
                        ? t('library.filters.live')
                        : asset.profileId}
                  </Badge>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('library.preview.task')}</Table.Th>

                <Table.Td ff="monospace">{asset.taskId}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
