/** The library toolbar's way to the trash, with how many items it holds. */
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { formatNumber } from '../../shared/format/number';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { useT } from '../i18n/useLocale';
import { TRASH_HREF } from './moveToTrash';

export function TrashButton(): React.JSX.Element {
  const t = useT();
  const [count, setCount] = useState<number | null>(null);
  const load = useCallback(() => {
    window.atelier.library.trashCount().then(
      (result) => setCount(result.count),
      () => undefined,
    );
  }, []);
  useEffect(load, [load]);
  useAtelierEvent('library:changed', (change) => {
    if (change.reason !== 'updated') load();
  });
  return (
    <Button
      component="a"
      href={TRASH_HREF}
      variant="default"
      leftSection={<IconTrash size={16} aria-hidden />}
      rightSection={
        count ? (
          <Badge size="xs" variant="light" color="gray">
            {formatNumber(count)}
            <VisuallyHidden> {t('library.trash.items', { count })}</VisuallyHidden>
          </Badge>
        ) : null
      }
    >
      {t('library.trash.title')}
    </Button>
  );
}
