/**
 * Mantine's CSS that the shell needs for its first paint, in the order of Mantine's own
 * `styles.css` (a later file may override an earlier one at equal specificity). The styles
 * of components only pages use load with the first page (`pageStyles.ts`), so the window
 * does not wait for 250 kB of CSS before drawing (issue 24; budget in bundle-budget.json).
 */
// Global styles: https://mantine.dev/styles/global-styles
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The components other components are built on (Mantine's "CSS files list"): up front, so a
// page's styles always come after the base they refine.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
// What the shell draws: header, navigation, status, audition bar, welcome dialog,
// notifications, the command palette (Spotlight: Modal, Input, Highlight → Mark).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
// Other Mantine packages after @mantine/core (Mantine's "Styles import order").
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
