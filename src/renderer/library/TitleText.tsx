/**
 * A title cut to fit that keeps what tells it apart: the middle of the name goes, never the
 * version ("a lighthouse…northern sea — variation 2 of 3"). CSS can only cut the end, so the
 * text is measured in its own font (useFittedTitle) and cut by the one title rule's fitTitle;
 * the full title stays in the tooltip and is what a screen reader reads. Where a line is too
 * narrow for both (a grid card, or a list row with a long version such as "extended from 0:43,
 * take 1"), the version goes on a line of its own under the name, so neither is squeezed to a
 * few letters or cut off.
 */
import { Box, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { splitTitle } from '../../shared/titles/titleRule';
import { titleInWords } from '../../shared/titles/titleWords';
import { useT } from '../i18n/useLocale';
import { useFittedTitle } from './useFittedTitle';

export function TitleText(props: {
  title: string;
  size?: MantineSize;
  fw?: number;
  versionBelow?: boolean;
}): React.JSX.Element {
  // The rule's version words in the user's language (a user's own title as typed).
  const title = titleInWords(props.title, useT());
  const split = splitTitle(title);
  const fitted = useFittedTitle(title, split.name);
  // A version too long to share the line even with a cut name goes under it too.
  const parts = props.versionBelow || (!fitted.fits && split.version) ? split : null;
  const { ref } = fitted;
  const text = parts ? fitted.name : fitted.line;
  const shown = parts ? [text, parts.version].filter(Boolean).join(' — ') : text;
  const cut = shown !== title;
  return (
    // Its width comes from the room it is given (flex basis 0), never from the text it shows:
    // sized by its content, a cut title would measure its own cut and never grow back.
    <Box
      style={{ flex: '1 1 0', minWidth: 0, overflow: 'hidden' }}
      title={title}
      data-testid="title-text"
      data-full-title={title}
    >
      <Text
        ref={ref}
        span
        size={props.size ?? 'sm'}
        fw={props.fw ?? 600}
        aria-hidden={cut || undefined}
        data-shown-title={shown}
        style={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'clip' }}
      >
        {text}
      </Text>
      {parts && (
        <Text
          span
          size="xs"
          fw={500}
          c="dimmed"
          aria-hidden={cut || undefined}
          data-testid="title-version"
          style={{
            display: 'block',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            minHeight: '1.4em',
          }}
        >
          {parts.version}
        </Text>
      )}
      {cut && <VisuallyHidden>{title}</VisuallyHidden>}
    </Box>
  );
}
