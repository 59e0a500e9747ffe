// Owns the one place the Generate page shows the service's own vocabulary (model keys, action
// paths, field names): folded under "Technical details", so the page speaks the user's words
// and the API names stay at hand for whoever needs them (issue 21 part 5).
import { Anchor, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useT } from '../i18n/useLocale';

export function TechnicalDetails(props: {
  /** Lines of API vocabulary, shown in monospace when unfolded. */
  lines: readonly string[];
  testId?: string;
}): React.JSX.Element {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={2} data-testid={props.testId}>
      <Anchor
        component="button"
        type="button"
        size="xs"
        c="dimmed"
        onClick={toggle}
        aria-expanded={opened}
        w="fit-content"
      >
        {t('generate.technicalDetails')}
      </Anchor>
      {opened && (
        <Stack gap={0} data-technical="true">
          {props.lines.map((line) => (
            <Text key={line} size="xs" c="dimmed" ff="monospace">
              {line}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
