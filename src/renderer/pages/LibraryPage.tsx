import { Stack } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';
import { useHashQuery } from '../hooks/useRoute';
import { LIBRARY_PAGE_HEIGHT } from '../library/assetItemProps';
import { LibraryBrowser } from '../library/LibraryBrowser';
import { TrashView } from '../library/TrashView';

export function LibraryPage(): React.JSX.Element {
  const inTrash = useHashQuery().get('view') === 'trash';
  return inTrash ? (
    <>
      <PageHeader
        title="Trash"
        description="Deleted from the library, kept a while in case you change your mind."
      />
      <TrashView />
    </>
  ) : (
    <Stack gap={0} h={LIBRARY_PAGE_HEIGHT}>
      <PageHeader
        title="Library"
        description="Everything you have generated, kept on this computer."
      />
      <LibraryBrowser />
    </Stack>
  );
}
