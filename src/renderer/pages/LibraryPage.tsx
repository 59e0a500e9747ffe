import { Alert } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';

export function LibraryPage(): React.JSX.Element {
  return (
    <>
      <PageHeader title="Library" description="Everything you have generated, kept on this computer." />
      <Alert variant="light" title="Not built yet">
        This page arrives with its own capability; the shell, the contract and the services behind it are ready.
      </Alert>
    </>
  );
}
