import { Stack, Text, Title } from '@mantine/core';

export function PageHeader(props: { title: string; description?: string }): React.JSX.Element {
  return (
    <Stack gap={2} mb="lg">
      <Title order={2}>{props.title}</Title>
      {props.description && <Text c="dimmed">{props.description}</Text>}
    </Stack>
  );
}
