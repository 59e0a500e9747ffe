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
import { useT } from '../i18n/useLocale';
import { LiveConnectForm } from './LiveConnectForm';

export function Welcome(): React.JSX.Element | null {
  const t = useT();
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
      closeButtonProps={{ 'aria-label': t('account.welcome.close') }}
      closeOnClickOutside={false}
      closeOnEscape
      size="xl"
      centered
      title={
        <Title order={2} component="span">
          {t('account.welcome.title')}
        </Title>
      }
      aria-describedby="welcome-intro"
    >
      <Stack gap="md" data-testid="welcome">
        <Text id="welcome-intro" c="dimmed">
          {t('account.welcome.intro')}
        </Text>
        {explained && (
          <Alert
            role="status"
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title={t('account.welcome.whyTitle')}
            data-testid="welcome-why"
          >
            {t('account.welcome.why')}
          </Alert>
        )}
        {error !== null && <ErrorAlert error={error} title={t('account.welcome.switchError')} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm" h="100%">
              <Group gap="xs">
                <IconFlask aria-hidden />
                <Title order={4}>{t('account.sandbox')}</Title>
                <Badge variant="light">{t('account.welcome.recommended')}</Badge>
              </Group>
              <Text size="sm" fw={600} data-testid="sandbox-credits">
                {t('account.welcome.freeCredits', {
                  count: SANDBOX_STARTING_CREDITS,
                  amount: formatCredits(SANDBOX_STARTING_CREDITS, { unit: false }),
                })}
              </Text>
              <Text size="sm">{t('account.welcome.sandboxDetail')}</Text>
              <Button
                ref={sandboxButton}
                mt="auto"
                onClick={() => void chooseSandbox()}
                loading={busy}
                data-autofocus
                data-testid="choose-sandbox"
              >
                {t('account.welcome.startSandbox')}
              </Button>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Group gap="xs">
                <IconPlugConnected aria-hidden />
                <Title order={4}>{t('account.live')}</Title>
              </Group>
              <Text size="sm">{t('account.welcome.liveDetail')}</Text>
              {showLive ? (
                <LiveConnectForm />
              ) : (
                <Button
                  variant="default"
                  onClick={() => setShowLive(true)}
                  data-testid="choose-live"
                >
                  {t('account.welcome.connectLive')}
                </Button>
              )}
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
