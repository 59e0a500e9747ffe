import { AppShell, Burger, Button, Group, Kbd, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Welcome } from './account/Welcome';
import { ColorSchemeToggle } from './components/ColorSchemeToggle';
import { HeaderStatus } from './components/HeaderStatus';
import { Navigation } from './components/Navigation';
import { wireResourceRefreshes } from './data/resources';
import { useAtelierEvent } from './hooks/useAtelierEvent';
import { useRoute } from './hooks/useRoute';
import { CatalogPage } from './pages/CatalogPage';
import { GeneratePage } from './pages/GeneratePage';
import { LibraryPage } from './pages/LibraryPage';
import { SettingsPage } from './pages/SettingsPage';
import { TasksPage } from './pages/TasksPage';
import { CommandPalette } from './palette/CommandPalette';
import type { RoutePath } from './routes';
import { TaskNotifier } from './tasks/TaskNotifier';

const PAGES: Record<RoutePath, () => React.JSX.Element> = {
  generate: GeneratePage,
  tasks: TasksPage,
  library: LibraryPage,
  catalog: CatalogPage,
  settings: SettingsPage,
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function App(): React.JSX.Element {
  const [route, navigate] = useRoute();
  const [opened, { toggle, close }] = useDisclosure();
  const Page = PAGES[route];
  useEffect(() => wireResourceRefreshes(), []);
  // e.g. a click on an OS notification: main names the place to show.
  useAtelierEvent('app:navigate', ({ hash }) => {
    if (hash.startsWith('#/')) window.location.hash = hash.slice(1);
  });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
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
              Jump to…
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
        <Page />
      </AppShell.Main>
      <Welcome />
      <TaskNotifier />
      <CommandPalette />
    </AppShell>
  );
}
