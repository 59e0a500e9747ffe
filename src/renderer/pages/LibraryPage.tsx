import { Stack } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';
import { useHashQuery } from '../hooks/useRoute';
import { LIBRARY_PAGE_HEIGHT } from '../library/assetItemProps';
import { useT } from '../i18n/useLocale';
import { LibraryBrowser } from '../library/LibraryBrowser';
import { TrashView } from '../library/TrashView';

export function LibraryPage(): React.JSX.Element {
  const t = useT();
  const inTrash = useHashQuery().get('view') === 'trash';
  return inTrash ? (
    <>
      <PageHeader
        title={t('library.trash.title')}
        description={t('library.page.trashDescription')}
      />
      <TrashView />
    </>
  ) : (
    <Stack gap={0} h={LIBRARY_PAGE_HEIGHT}>
      <PageHeader title={t('page.library.label')} description={t('library.page.description')} />
      <LibraryBrowser />
    </Stack>
  );
}
