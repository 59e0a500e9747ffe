import { Alert } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';

export function CatalogPage(): React.JSX.Element {
  return (
    <>
      <PageHeader title="Catalog" description="Every model and what it costs." />
      <Alert variant="light" title="Not built yet">
        This page arrives with its own capability; the shell, the contract and the services behind it are ready.
      </Alert>
    </>
  );
}
