import './atelierApi';
import './styles/shellStyles';
import './styles/startShell.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AuditionProvider } from './audition/AuditionProvider';
import { reportRendererErrors } from './diagnostics/reportRendererErrors';
import { followLanguage, startLanguage } from './i18n/rendererLanguage';
import { cssVariablesResolver, theme } from './theme';

// Before the first render, so an error while starting up reaches the main log too.
reportRendererErrors();

const render = (): void =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
      >
        {/* Above the audition player bar while it is shown (the shell's footer). */}
        <Notifications
          position="bottom-right"
          styles={{ root: { marginBottom: 'var(--app-shell-footer-offset, 0rem)' } }}
        />
        <AuditionProvider>
          <App />
        </AuditionProvider>
      </MantineProvider>
    </StrictMode>,
  );

// English is bundled (no wait); another language's catalog is fetched before the first render,
// so the window never flashes English first. Main's answer (Settings, the OS) follows.
void startLanguage().finally(() => {
  render();
  void followLanguage();
});
