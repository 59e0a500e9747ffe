import { Alert } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';

export function GeneratePage(): React.JSX.Element {
  return (
    <>
      <PageHeader title="Generate" description="Choose a model and describe what you want." />
      <Alert variant="light" title="Not built yet">
        This page arrives with its own capability; the shell, the contract and the services behind it are ready.
      </Alert>
    </>
  );
}
