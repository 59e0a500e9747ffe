// Owns the frame of the small cards beside the Generate form (Running jobs, the queue): a
// section titled for the screen reader, with its count in a badge.
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';

export function SidePanelCard(props: {
  /** Names the section, its title's id and the test ids: `${name}-panel`, `${name}-count`. */
  name: string;
  title: string;
  count: number;
  /** The badge's colour while the count is above 0 (grey at 0). */
  color: string;
  children: React.ReactNode;
}): React.JSX.Element {
  const titleId = `${props.name}-panel-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      data-testid={`${props.name}-panel`}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={4} size="h6" id={titleId}>
            {props.title}
          </Title>
          <Badge
            size="sm"
            variant="light"
            color={props.count > 0 ? props.color : 'gray'}
            data-testid={`${props.name}-count`}
          >
            {props.count}
          </Badge>
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}
