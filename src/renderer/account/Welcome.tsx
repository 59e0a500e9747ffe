/**
 * First run: choose the Sandbox (default, one click) or connect a Live account. Atelier has
 * nowhere to send jobs until one is chosen, so Escape and the close button do not dismiss the
 * chooser into a half-set-up app: they say why it stays and point at the one-click default.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFlask, IconInfoCircle, IconPlugConnected } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatCredits } from '../../shared/format/credits';
import { SANDBOX_STARTING_CREDITS } from '../../shared/format/creditValue';
import { accountResource, balanceResource, useAccountStatus } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';
import { LiveConnectForm } from './LiveConnectForm';

export function Welcome(): React.JSX.Element | null {
  const account = useAccountStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [showLive, setShowLive] = useState(false);
  const [explained, setExplained] = useState(false);
  const sandboxButton = useRef<HTMLButtonElement>(null);
  if (!account.data?.firstRun) return null;

  // Escape or ✕: keep the chooser, say why, and hand focus to the default choice.
  const explainWhyItStays = () => {
    setExplained(true);
    sandboxButton.current?.focus();
  };

  const chooseSandbox = async () => {
    setBusy(true);
    setError(null);
    try {
      accountResource.set(await window.atelier.account.useSandbox());
      void balanceResource.reload();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={explainWhyItStays}
      withCloseButton
      closeButtonProps={{ 'aria-label': 'Close the welcome' }}
      closeOnClickOutside={false}
      closeOnEscape
      size="xl"
      centered
      title={
        <Title order={2} component="span">
          Welcome to Atelier
        </Title>
      }
      aria-describedby="welcome-intro"
    >
      <Stack gap="md" data-testid="welcome">
        <Text id="welcome-intro" c="dimmed">
          Atelier generates images, video and music through a credit-billed service. Choose where
          your jobs go; you can switch any time in Settings.
        </Text>
        {explained && (
          <Alert
            role="status"
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title="Choose where your jobs go first"
            data-testid="welcome-why"
          >
            Atelier needs a place to send jobs before it can open. The Sandbox costs nothing and
            works offline; start there and connect a Live account later in Settings → Profile.
          </Alert>
        )}
        {error !== null && <ErrorAlert error={error} title="Could not switch" />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm" h="100%">
              <Group gap="xs">
                <IconFlask aria-hidden />
                <Title order={4}>Sandbox</Title>
                <Badge variant="light">Recommended</Badge>
              </Group>
              <Text size="sm" fw={600} data-testid="sandbox-credits">
                {formatCredits(SANDBOX_STARTING_CREDITS, { unit: false })} free test credits
              </Text>
              <Text size="sm">
                Works offline; nothing is billed, and test credits have no dollar value. Every model
                and music action behaves like the real service.
              </Text>
              <Button
                ref={sandboxButton}
                mt="auto"
                onClick={() => void chooseSandbox()}
                loading={busy}
                data-autofocus
                data-testid="choose-sandbox"
              >
                Start with the Sandbox
              </Button>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Group gap="xs">
                <IconPlugConnected aria-hidden />
                <Title order={4}>Live account</Title>
              </Group>
              <Text size="sm">
                Real jobs, billed to your account. Atelier verifies your key before saving it.
              </Text>
              {showLive ? (
                <LiveConnectForm />
              ) : (
                <Button
                  variant="default"
                  onClick={() => setShowLive(true)}
                  data-testid="choose-live"
                >
                  Connect a Live account…
                </Button>
              )}
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
