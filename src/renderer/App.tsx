import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigation } from './components/Navigation';
import { useRoute } from './hooks/useRoute';
import { CatalogPage } from './pages/CatalogPage';
import { GeneratePage } from './pages/GeneratePage';
import { LibraryPage } from './pages/LibraryPage';
import { SettingsPage } from './pages/SettingsPage';
import { TasksPage } from './pages/TasksPage';
import type { RoutePath } from './routes';

const PAGES: Record<RoutePath, () => React.JSX.Element> = {
  generate: GeneratePage,
  tasks: TasksPage,
  library: LibraryPage,
  catalog: CatalogPage,
  settings: SettingsPage,
};

export function App(): React.JSX.Element {
  const [route, navigate] = useRoute();
  const [opened, { toggle, close }] = useDisclosure();
  const Page = PAGES[route];
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
          <Title order={3} fw={700}>
            Atelier
          </Title>
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
    </AppShell>
  );
}
