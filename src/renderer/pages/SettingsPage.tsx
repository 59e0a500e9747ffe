import { Card, Code, Loader, Table, Text, Title } from '@mantine/core';
import { ProfileSettings } from '../account/ProfileSettings';
import { PageHeader } from '../components/PageHeader';
import { BudgetSettings } from '../settings/BudgetSettings';
import { DiagnosticsSettings } from '../settings/DiagnosticsSettings';
import { DesktopSettings } from '../settings/DesktopSettings';
import { NetworkSettings } from '../settings/NetworkSettings';
import { PreferencesSettings } from '../settings/PreferencesSettings';
import { UpdateSettings } from '../updates/UpdateSettings';
import { useAsync } from '../hooks/useAsync';

export function SettingsPage(): React.JSX.Element {
  return (
    <>
      <PageHeader title="Settings" description="Account, preferences, network, diagnostics and about." />
      <ProfileSettings />
      <PreferencesSettings />
      <DesktopSettings />
      <BudgetSettings />
      <DiagnosticsSettings />
      <NetworkSettings />
      <UpdateSettings />
      <About />
    </>
  );
}

function About(): React.JSX.Element {
  const info = useAsync(() => window.atelier.app.info());
  return (
    <Card withBorder padding="lg" maw={640} aria-labelledby="about-title">
      <Title order={4} id="about-title" mb="sm">
        About Atelier
      </Title>
      {info.loading && <Loader size="sm" aria-label="Loading application information" />}
      {info.error && <Text c="red">Could not read application information: {info.error.message}</Text>}
      {info.data && (
        <Table data-testid="about-table" variant="vertical" withTableBorder>
          <Table.Tbody>
            <Row label="Version" value={info.data.version} />
            <Row label="Platform" value={info.data.platform} />
            <Row label="Shell" value={info.data.shell === 'electron' ? 'Desktop app' : 'Web preview'} />
            <Row label="Data directory" value={<Code>{info.data.dataDirectory}</Code>} />
            {Object.entries(info.data.versions).map(([name, version]) => (
              <Row key={name} label={name} value={version} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Row(props: { label: string; value: React.ReactNode }): React.JSX.Element {
  return (
    <Table.Tr>
      <Table.Th w={160}>{props.label}</Table.Th>
      <Table.Td>{props.value}</Table.Td>
    </Table.Tr>
  );
}
