/**
 * A title cut to fit that keeps what tells it apart: "A very long song na… – lead vocal",
 * "Harbour at da… #3", "Neon Dri… (extended, 2)". The head is truncated, the tail never.
 */
import { Box, Text, type MantineSize } from '@mantine/core';
import { titleParts } from './assetPresentation';

export function TitleText(props: { title: string; size?: MantineSize; fw?: number }): React.JSX.Element {
  const { head, tail } = titleParts(props.title);
  return (
    <Box style={{ display: 'flex', minWidth: 0, maxWidth: '100%' }} title={props.title}>
      <Text span size={props.size ?? 'sm'} fw={props.fw ?? 600} truncate="end" style={{ minWidth: 0 }}>
        {head}
      </Text>
      {tail && (
        <Text span size={props.size ?? 'sm'} fw={props.fw ?? 600} style={{ flex: 'none', whiteSpace: 'pre' }}>
          {tail}
        </Text>
      )}
    </Box>
  );
}
