import { AppShell, Burger, Group, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { AUDITION_BAR_HEIGHT } from './audition/auditionBarHeight';
import { useAuditionState } from './audition/AuditionProvider';
import { useCommandKeys } from './commands/useCommandKeys';
import { useNavigationCommands } from './commands/useNavigationCommands';
import { ColorSchemeToggle } from './components/ColorSchemeToggle';
import { HeaderSearch } from './components/HeaderSearch';
import { AuditionBar, CommandPalette, ShortcutSheet, Welcome } from './components/deferredShell';
import { HeaderStatus } from './components/HeaderStatus';
import { Navigation, NavigationToggle } from './components/Navigation';
import { useNavbarMode } from './components/useNavbarMode';
import { useT } from './i18n/useLocale';
import { wireResourceRefreshes } from './data/resources';
import { ErrorAlert } from './errors/ErrorAlert';
import { nameFieldsWith } from './errors/describeError';
import { sayIssuesWith } from './errors/refusalWords';
import { useAtelierEvent } from './hooks/useAtelierEvent';
import { useRoute } from './hooks/useRoute';
import { PageLoading, usePage } from './pages/usePage';
import { TaskNotifier } from './tasks/TaskNotifier';

// The update banner shows only once a download starts or a check by hand answers: loaded after
// the first paint (bundle-budget.json's JS before first paint).
const UpdateBanner = lazy(() =>
  import('./updates/UpdateBanner').then(({ UpdateBanner }) => ({ default: UpdateBanner })),
);

export function App(): React.JSX.Element {
  const [route, navigate] = useRoute();
  const [opened, { toggle, close }] = useDisclosure();
  const { Page, failure } = usePage(route);
  const navbar = useNavbarMode();
  // Every component below re-renders on a language switch: this one re-renders and makes them anew.
  const t = useT();
  const auditioning = useAuditionState((state) => state.track !== null);
  // Each page opens at its top, not at the scroll position of the page before it. (A block
  // body: Chromium's scrollTo can return a promise, which React would call as the cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [route]);
  useEffect(() => wireResourceRefreshes(), []);
  // Errors name fields by their human names once the request tables have loaded.
  useEffect(() => {
    void import('./generate/fieldWords').then(({ fieldName }) =>
      nameFieldsWith((name) => fieldName(name)),
    );
    void import('./generate/ruleWords').then(({ sayIssue }) => sayIssuesWith(sayIssue));
  }, []);
  useNavigationCommands();
  useCommandKeys();
  // e.g. a click on an OS notification: main names the place to show.
  useAtelierEvent('app:navigate', ({ hash }) => {
    if (hash.startsWith('#/')) window.location.hash = hash.slice(1);
  });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: navbar.width, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: AUDITION_BAR_HEIGHT, collapsed: !auditioning }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.toggleNavigation')}
            />
            <Title order={3} fw={700}>
              Atelier
            </Title>
            <HeaderSearch />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <HeaderStatus />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p={navbar.compact ? 'xs' : 'sm'} aria-label={t('shell.mainNavigation')}>
        <AppShell.Section grow component={ScrollArea} scrollbars="y">
          <Navigation
            active={route}
            compact={navbar.compact}
            onNavigate={(path) => {
              navigate(path);
              close();
            }}
          />
        </AppShell.Section>
        <AppShell.Section
          pt="xs"
          style={{ display: 'flex', justifyContent: navbar.compact ? 'center' : 'flex-end' }}
        >
          <NavigationToggle compact={navbar.compact} onToggle={navbar.toggle} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {Page ? (
          <Page />
        ) : failure ? (
          <ErrorAlert error={failure} title={t('shell.couldNotLoadPage')} />
        ) : (
          <PageLoading />
        )}
      </AppShell.Main>
      {auditioning && (
        <AppShell.Footer role="region" aria-label={t('shell.auditionPlayer')}>
          <AuditionBar />
        </AppShell.Footer>
      )}
      <Welcome />
      <TaskNotifier />
      <Suspense fallback={null}>
        <UpdateBanner />
      </Suspense>
      <CommandPalette />
      <ShortcutSheet />
    </AppShell>
  );
}
