/**
 * Owns the Prompts panel's door on Generate: a button beside the form's title (and Alt+P)
 * opening a drawer with the history of submitted prompts, the starred ones and the saved
 * templates. "Reuse" fills the form's prompt for that prompt's model or action; a template's
 * "Use in batch" opens the batch panel with its wildcard text.
 */
import { Button, Drawer, Tabs, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import type { PromptEntry } from '../../../shared/ipc/prompts';
import { useT } from '../../i18n/useLocale';
import type { GenerateTarget } from '../generateTargets';
import { PromptHistory } from './PromptHistory';
import { PromptTemplates } from './PromptTemplates';

type Tab = 'history' | 'starred' | 'templates';

export function PromptsButton(props: {
  /** The form's target: a template goes to a batch of this model or action. */
  target: GenerateTarget;
  onReuse: (entry: PromptEntry) => void;
}): React.JSX.Element {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<Tab>('history');
  useHotkeys([['alt+P', () => setOpened(true)]]);
  const reuse = (entry: PromptEntry): void => {
    setOpened(false);
    props.onReuse(entry);
  };
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconHistory size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-keyshortcuts="Alt+P"
        aria-haspopup="dialog"
        data-testid="prompts-open"
      >
        {t('prompts.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={
          <Title order={3} component="span">
            {t('prompts.title')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('prompts.close') }}
        data-testid="prompts-drawer"
      >
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as Tab | null) ?? 'history')}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="history">{t('prompts.tab.history')}</Tabs.Tab>
            <Tabs.Tab value="starred">{t('prompts.tab.starred')}</Tabs.Tab>
            <Tabs.Tab value="templates">{t('prompts.tab.templates')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="history">
            <PromptHistory starred={false} onReuse={reuse} />
          </Tabs.Panel>
          <Tabs.Panel value="starred">
            <PromptHistory starred onReuse={reuse} />
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <PromptTemplates target={props.target} onUsed={() => setOpened(false)} />
          </Tabs.Panel>
        </Tabs>
      </Drawer>
    </>
  );
}
