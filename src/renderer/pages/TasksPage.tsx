import { Alert } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';

export function TasksPage(): React.JSX.Element {
  return (
    <>
      <PageHeader title="Tasks" description="Your jobs, live as they run." />
      <Alert variant="light" title="Not built yet">
        This page arrives with its own capability; the shell, the contract and the services behind it are ready.
      </Alert>
    </>
  );
}
