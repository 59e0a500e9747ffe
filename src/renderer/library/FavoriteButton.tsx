/** The star on every asset: toggles `favorite` through library.update. */
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { AssetView } from '../../shared/ipc/library';
import { useT } from '../i18n/useLocale';

export function FavoriteButton(props: {
  asset: AssetView;
  onChanged: (asset: AssetView) => void;
  size?: 'sm' | 'md';
}): React.JSX.Element {
  const { asset } = props;
  const t = useT();
  const label = t(asset.favorite ? 'library.favorite.remove' : 'library.favorite.add');
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={asset.favorite ? 'yellow' : 'gray'}
        size={props.size ?? 'sm'}
        aria-label={label}
        aria-pressed={asset.favorite}
        onClick={(event) => {
          event.stopPropagation();
          void window.atelier.library
            .update({ id: asset.id, favorite: !asset.favorite })
            .then(props.onChanged, () => undefined);
        }}
      >
        {asset.favorite ? (
          <IconStarFilled size={16} aria-hidden />
        ) : (
          <IconStar size={16} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
