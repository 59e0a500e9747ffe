import { NavLink, Stack } from '@mantine/core';
import { IconBooks, IconChartBar, IconListDetails, IconReceipt2, IconSettings, IconSparkles } from '@tabler/icons-react';
import { ROUTES, type NavigationPath, type RoutePath } from '../routes';

const ICONS: Record<NavigationPath, typeof IconSparkles> = {
  generate: IconSparkles,
  tasks: IconListDetails,
  library: IconBooks,
  catalog: IconReceipt2,
  spending: IconChartBar,
  settings: IconSettings,
};

export function Navigation(props: { active: RoutePath; onNavigate: (path: RoutePath) => void }): React.JSX.Element {
  return (
    <Stack gap={4} component="nav">
      {ROUTES.map((route) => {
        const Icon = ICONS[route.path];
        return (
          <NavLink
            key={route.path}
            href={`#/${route.path}`}
            label={route.label}
            description={route.description}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            active={props.active === route.path}
            aria-current={props.active === route.path ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              props.onNavigate(route.path);
            }}
          />
        );
      })}
    </Stack>
  );
}
