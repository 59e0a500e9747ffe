/** Aligned lyrics that follow playback: the current line is highlighted and kept in view; a click seeks there. */
import { Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/useLocale';
import { lineAt, type LyricLine } from './lyricsTimeline';

export function LyricsView(props: {
  lines: LyricLine[];
  timeS: number;
  onSeek: (seconds: number) => void;
}): React.JSX.Element {
  const t = useT();
  const current = lineAt(props.lines, props.timeS);
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = viewport.current?.querySelector<HTMLElement>(`[data-line="${current}"]`);
    element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [current]);
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={5} mb={6}>
        {t('library.lyrics.title')}
      </Title>
      <ScrollArea h={160} viewportRef={viewport} type="auto">
        <Stack gap={2} data-testid="aligned-lyrics">
          {props.lines.map((line, index) => (
            <UnstyledButton
              key={`${line.startS}-${index}`}
              data-line={index}
              data-current={index === current || undefined}
              onClick={() => props.onSeek(line.startS)}
              aria-current={index === current ? 'true' : undefined}
              style={{
                borderRadius: 4,
                padding: '2px 6px',
                background: index === current ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Text
                size="sm"
                fw={index === current ? 700 : 400}
                c={index === current ? 'bright' : 'dimmed'}
              >
                {line.text}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
