import { Stack } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';
import { LIBRARY_PAGE_HEIGHT } from '../library/assetItemProps';
import { LibraryBrowser } from '../library/LibraryBrowser';

export function LibraryPage(): React.JSX.Element {
  return (
    <Stack gap={0} h={LIBRARY_PAGE_HEIGHT}>
      <PageHeader title="Library" description="Everything you have generated, kept on this computer." />
      <LibraryBrowser />
    </Stack>
  );
}
