/**
 * The up/down buttons at the end of a number field, as Mantine's NumberInput draws its
 * controls, each named for the screen reader ("Increase Duration"). They keep the focus in the
 * field (the arrow keys step it too) and are left out of the tab order, as Mantine's are.
 */
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useT } from '../i18n/useLocale';

const BUTTON: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  width: '100%',
  color: 'var(--mantine-color-dimmed)',
};

export function NumberSteppers(props: {
  field: string;
  onStep: (direction: 1 | -1) => void;
}): React.JSX.Element {
  const t = useT();
  const button = (direction: 1 | -1) => (
    <UnstyledButton
      tabIndex={-1}
      style={BUTTON}
      aria-label={
        direction > 0
          ? t('generate.number.increase', { field: props.field })
          : t('generate.number.decrease', { field: props.field })
      }
      data-testid={direction > 0 ? 'number-step-up' : 'number-step-down'}
      // The field keeps the focus (and the caret), as with Mantine's own controls.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => props.onStep(direction)}
    >
      {direction > 0 ? <IconChevronUp size={12} /> : <IconChevronDown size={12} />}
    </UnstyledButton>
  );
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: 'calc(100% - 2px)',
        width: 'calc(100% - 1px)',
        borderInlineStart: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {button(1)}
      {button(-1)}
    </div>
  );
}
