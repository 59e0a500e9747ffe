/** First run: choose the Sandbox (default, one click) or connect a Live account. */
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { accountResource, balanceResource, useAccountStatus } from '../data/resources';
import { ErrorAlert } from '../errors/ErrorAlert';
import { LiveConnectForm } from './LiveConnectForm';

export function Welcome(): React.JSX.Element | null {
  const account = useAccountStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [showLive, setShowLive] = useState(false);
  if (!account.data?.firstRun) return null;

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
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="xl"
      centered
      title={<Title order={2} component="span">Welcome to Atelier</Title>}
      aria-describedby="welcome-intro"
    >
      <Stack gap="md" data-testid="welcome">
        <Text id="welcome-intro" c="dimmed">
          Atelier generates images, video and music through a credit-billed service. Choose where your jobs go; you can
          switch any time in Settings.
        </Text>
        {error !== null && <ErrorAlert error={error} title="Could not switch" />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm" h="100%">
              <Group gap="xs">
                <IconFlask aria-hidden />
                <Title order={4}>Sandbox</Title>
                <Badge variant="light">Recommended</Badge>
              </Group>
              <Text size="sm">
                Free local test credits. Works offline; nothing is billed. Every model and music action behaves like the
                real service.
              </Text>
              <Button mt="auto" onClick={() => void chooseSandbox()} loading={busy} data-autofocus data-testid="choose-sandbox">
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
              <Text size="sm">Real jobs, billed to your account. Atelier verifies your key before saving it.</Text>
              {showLive ? (
                <LiveConnectForm />
              ) : (
                <Button variant="default" onClick={() => setShowLive(true)} data-testid="choose-live">
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
