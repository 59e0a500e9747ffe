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
import { useT } from '../i18n/useLocale';

export function SettingsPage(): React.JSX.Element {
  const t = useT();
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
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
  const t = useT();
  return (
    <Card withBorder padding="lg" maw={640} aria-labelledby="about-title">
      <Title order={4} id="about-title" mb="sm">
        {t('settings.about.title')}
      </Title>
      {info.loading && <Loader size="sm" role="status" aria-label={t('settings.about.loading')} />}
      {info.error && (
        <Text c="red">{t('settings.about.error', { message: info.error.message })}</Text>
      )}
      {info.data && (
        <Table data-testid="about-table" variant="vertical" withTableBorder>
          <Table.Tbody>
            <Row label={t('settings.about.version')} value={info.data.version} />
            <Row
              label={t('settings.about.platform')}
              value={<span translate="no">{osName(info.data.platform)}</span>}
            />
            <Row
              label={t('settings.about.shell')}
              value={
                info.data.shell === 'electron'
                  ? t('settings.about.desktopApp')
                  : t('settings.about.webPreview')
              }
            />
            <Row
              label={t('settings.about.dataDirectory')}
              value={<Code translate="no">{info.data.dataDirectory}</Code>}
            />
            {Object.entries(info.data.versions).map(([name, version]) => (
              // Product names and versions (node, electron, chrome): the same in every language.
              <Row key={name} label={<span translate="no">{name}</span>} value={version} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** The OS by its own name ("macOS", not the platform id `darwin`): the same in every language. */
function osName(platform: string): string {
  const names: Record<string, string> = { darwin: 'macOS', win32: 'Windows', linux: 'Linux' };
  return names[platform] ?? platform;
}

function Row(props: { label: React.ReactNode; value: React.ReactNode }): React.JSX.Element {
  return (
    <Table.Tr>
      <Table.Th w={160}>{props.label}</Table.Th>
      <Table.Td>{props.value}</Table.Td>
    </Table.Tr>
  );
}
