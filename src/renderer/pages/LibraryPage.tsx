import { PageHeader } from '../components/PageHeader';
import { LibraryBrowser } from '../library/LibraryBrowser';

export function LibraryPage(): React.JSX.Element {
  return (
    <>
      <PageHeader title="Library" description="Everything you have generated, kept on this computer." />
      <LibraryBrowser />
    </>
  );
}
