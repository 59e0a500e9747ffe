/** The badge on a stack's card: how many parts it folds, and one click to open or fold it. */
import { Badge, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconStack2 } from '@tabler/icons-react';
import { useT } from '../i18n/useLocale';
import type { StackInfo } from './stacks';

export function StackToggle(props: {
  stack: StackInfo;
  onToggle: (key: string) => void;
}): React.JSX.Element | null {
  const t = useT();
  const { stack } = props;
  if (!stack.head) return null;
  return (
    <UnstyledButton
      aria-expanded={stack.open}
      aria-label={t(stack.open ? 'library.stack.fold' : 'library.stack.show', {
        label: stack.label,
      })}
      data-testid="stack-toggle"
      style={{ flex: 'none', display: 'inline-flex' }}
      onClick={(event) => {
        event.stopPropagation();
        props.onToggle(stack.key);
      }}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <Badge
        size="xs"
        variant={stack.open ? 'filled' : 'light'}
        leftSection={<IconStack2 size={11} aria-hidden />}
        rightSection={
          stack.open ? (
            <IconChevronDown size={11} aria-hidden />
          ) : (
            <IconChevronRight size={11} aria-hidden />
          )
        }
        style={{ cursor: 'pointer' }}
      >
        {stack.label}
      </Badge>
    </UnstyledButton>
  );
}

/** How an open stack's other parts are marked: a line on the side they share with their first. */
export const STACK_MEMBER_STYLE = {
  boxShadow: 'inset 3px 0 0 var(--mantine-primary-color-light-color)',
} as const;
