import { AppShell, Burger, Button, Group, Kbd, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AUDITION_BAR_HEIGHT, AuditionBar } from './audition/AuditionBar';
import { useAuditionState } from './audition/AuditionProvider';
import { ColorSchemeToggle } from './components/ColorSchemeToggle';
import { CommandPalette, Welcome } from './components/deferredShell';
import { HeaderStatus } from './components/HeaderStatus';
import { Navigation } from './components/Navigation';
import { wireResourceRefreshes } from './data/resources';
import { ErrorAlert } from './errors/ErrorAlert';
import { useAtelierEvent } from './hooks/useAtelierEvent';
import { useRoute } from './hooks/useRoute';
import { PageLoading, usePage } from './pages/usePage';
import { TaskNotifier } from './tasks/TaskNotifier';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function App(): React.JSX.Element {
  const [route, navigate] = useRoute();
  const [opened, { toggle, close }] = useDisclosure();
  const { Page, failure } = usePage(route);
  const auditioning = useAuditionState((state) => state.track !== null);
  // Each page opens at its top, not at the scroll position of the page before it. (A block
  // body: Chromium's scrollTo can return a promise, which React would call as the cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [route]);
  useEffect(() => wireResourceRefreshes(), []);
  // e.g. a click on an OS notification: main names the place to show.
  useAtelierEvent('app:navigate', ({ hash }) => {
    if (hash.startsWith('#/')) window.location.hash = hash.slice(1);
  });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: AUDITION_BAR_HEIGHT, collapsed: !auditioning }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Title order={3} fw={700}>
              Atelier
            </Title>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconSearch size={14} aria-hidden />}
              rightSection={<Kbd size="xs">{isMac ? '⌘' : 'Ctrl'} K</Kbd>}
              onClick={() => spotlight.open()}
              visibleFrom="md"
              c="dimmed"
              fw={400}
            >
              Search or run…
            </Button>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <HeaderStatus />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <Navigation
          active={route}
          onNavigate={(path) => {
            navigate(path);
            close();
          }}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        {Page ? <Page /> : failure ? <ErrorAlert error={failure} title="Could not load this page" /> : <PageLoading />}
      </AppShell.Main>
      {auditioning && (
        <AppShell.Footer role="region" aria-label="Audition player">
          <AuditionBar />
        </AppShell.Footer>
      )}
      <Welcome />
      <TaskNotifier />
      <CommandPalette />
    </AppShell>
  );
}
