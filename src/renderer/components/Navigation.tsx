import { ActionIcon, NavLink, Stack, Tooltip } from '@mantine/core';
import {
  IconBooks,
  IconChartBar,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconListDetails,
  IconReceipt2,
  IconSettings,
  IconSparkles,
} from '@tabler/icons-react';
import { ROUTES, type NavigationPath, type RoutePath } from '../routes';

import { t } from '../../shared/i18n/activeLanguage';
import { pageDescription, pageLabel } from '../../shared/pages';
import { useLocale } from '../i18n/useLocale';

const ICONS: Record<NavigationPath, typeof IconSparkles> = {
  generate: IconSparkles,
  tasks: IconListDetails,
  library: IconBooks,
  catalog: IconReceipt2,
  spending: IconChartBar,
  settings: IconSettings,
};

export interface NavigationProps {
  active: RoutePath;
  onNavigate: (path: RoutePath) => void;
  /** Icons only: each page's name moves to a tooltip and to the link's accessible name. */
  compact?: boolean;
}

export function Navigation(props: NavigationProps): React.JSX.Element {
  const compact = props.compact === true;
  useLocale();
  return (
    <Stack gap={4} component="nav">
      {ROUTES.map((route) => {
        const Icon = ICONS[route.path];
        const label = pageLabel(route.path);
        const description = pageDescription(route.path);
        const link = (
          <NavLink
            key={route.path}
            href={`#/${route.path}`}
            {...(compact
              ? { 'aria-label': label, px: 0, styles: { section: { margin: '0 auto' } } }
              : { label, description })}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            active={props.active === route.path}
            aria-current={props.active === route.path ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              props.onNavigate(route.path);
            }}
          />
        );
        return compact ? (
          <Tooltip
            key={route.path}
            label={t('shell.navigationTooltip', { label, description })}
            position="right"
            withArrow
            openDelay={200}
          >
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </Stack>
  );
}

/** The sidebar's width toggle; its name says what a click does, `aria-expanded` what is now. */
export function NavigationToggle(props: {
  compact: boolean;
  onToggle: () => void;
}): React.JSX.Element {
  useLocale();
  const label = props.compact ? t('shell.expandSidebar') : t('shell.collapseSidebar');
  return (
    <Tooltip label={label} position="right" withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        aria-expanded={!props.compact}
        onClick={props.onToggle}
        data-testid="navbar-toggle"
      >
        {props.compact ? (
          <IconLayoutSidebarLeftExpand size={20} aria-hidden />
        ) : (
          <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
