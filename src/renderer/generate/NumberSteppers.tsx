/**
 * The up/down buttons at the end of a number field, as Mantine's NumberInput draws its
 * controls: for the mouse only, so, as Mantine's, hidden from the screen reader and left out of
 * the tab order (the field itself steps with the arrow keys). They keep the focus in the field.
 * (Named buttons also matched the field's own label: "Increase Start (s)" for "Start (s)".)
 */
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';

const BUTTON: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  width: '100%',
  color: 'var(--mantine-color-dimmed)',
};

export function NumberSteppers(props: { onStep: (direction: 1 | -1) => void }): React.JSX.Element {
  const button = (direction: 1 | -1) => (
    <UnstyledButton
      tabIndex={-1}
      style={BUTTON}
      aria-hidden
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
