/**
 * Cover, Remaster and Separate all stems on a card, each with its few options asked first: a
 * cover's title and style (the song's own to start with), a remaster's variation, the stems'
 * file format (WAV for a DAW; the service's default unless one is picked). Each field says the
 * rule it breaks, from the shared validator.
 */
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../components/GrowingTextarea';
import { useState } from 'react';
import { AUDIO_FORMATS, validateMusicAction } from '../../shared/service';
import { useT } from '../i18n/useLocale';
import {
  coverBody,
  remasterBody,
  REMASTER_VARIATIONS,
  songActionBody,
  type SongSource,
} from './songActions';
import { SongActionPopover } from './SongActionPopover';
import { messagesByField } from './songEdits';
import type { SongRequest } from './useSongSubmit';

interface OptionProps {
  source: SongSource;
  busy: boolean;
  onRequest: (request: SongRequest) => void;
}

function issuesOf(
  action: 'cover' | 'remaster' | 'stems-all',
  body: Record<string, unknown>,
): Record<string, string> {
  const checked = validateMusicAction(action, body);
  return checked.ok ? {} : messagesByField(checked.issues);
}

export function CoverButton(props: OptionProps): React.JSX.Element {
  const t = useT();
  const [title, setTitle] = useState(props.source.title ?? '');
  const [style, setStyle] = useState(props.source.style ?? '');
  const body = coverBody(props.source, title, style);
  const messages = issuesOf('cover', body);
  const problem = Object.values(messages)[0] ?? null;
  return (
    <SongActionPopover
      action="cover"
      plainBody={songActionBody('cover', props.source)}
      body={body}
      problem={problem}
      busy={props.busy}
      onRequest={props.onRequest}
    >
      <TextInput
        size="xs"
        label={t('song.cover.title')}
        value={title}
        error={messages['title']}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <GrowingTextarea
        size="xs"
        label={t('song.cover.style')}
        description={t('song.cover.styleHint')}
        minRows={2}
        maxRows={6}
        value={style}
        error={messages['style']}
        onChange={(event) => setStyle(event.currentTarget.value)}
      />
    </SongActionPopover>
  );
}

const DEFAULT_VARIATION = 'default';

/** Remaster's variations in the user's words; a value the catalog adds later shows as sent. */
function variationLabel(t: ReturnType<typeof useT>, value: string): string {
  if (value === 'subtle') return t('song.remaster.subtle');
  if (value === 'normal') return t('song.remaster.normal');
  if (value === 'high') return t('song.remaster.high');
  return value;
}

export function RemasterButton(props: OptionProps): React.JSX.Element {
  const t = useT();
  const [variation, setVariation] = useState(DEFAULT_VARIATION);
  const chosen = variation === DEFAULT_VARIATION ? null : variation;
  const body = remasterBody(props.source, chosen);
  const messages = issuesOf('remaster', body);
  return (
    <SongActionPopover
      action="remaster"
      plainBody={remasterBody(props.source, null)}
      body={body}
      problem={Object.values(messages)[0] ?? null}
      busy={props.busy}
      onRequest={props.onRequest}
    >
      <Stack gap={4}>
        <Text
          size="xs"
          fw={500}
          id={`remaster-variation-${props.source.taskId}-${props.source.audioIndex}`}
        >
          {t('song.remaster.question')}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-labelledby={`remaster-variation-${props.source.taskId}-${props.source.audioIndex}`}
          value={variation}
          onChange={setVariation}
          data={[
            { value: DEFAULT_VARIATION, label: t('song.option.default') },
            ...REMASTER_VARIATIONS.map((value) => ({ value, label: variationLabel(t, value) })),
          ]}
        />
        {messages['variation_category'] && (
          <Text size="xs" c="red">
            {messages['variation_category']}
          </Text>
        )}
      </Stack>
    </SongActionPopover>
  );
}

export function StemsButton(props: OptionProps): React.JSX.Element {
  const t = useT();
  const [format, setFormat] = useState(DEFAULT_VARIATION);
  const plain = songActionBody('stems-all', props.source);
  const body = format === DEFAULT_VARIATION ? plain : { ...plain, audio_format: format };
  const messages = issuesOf('stems-all', body);
  const labelId = `stems-format-${props.source.taskId}-${props.source.audioIndex}`;
  return (
    <SongActionPopover
      action="stems-all"
      plainBody={plain}
      body={body}
      problem={Object.values(messages)[0] ?? null}
      busy={props.busy}
      onRequest={props.onRequest}
    >
      <Stack gap={4}>
        <Text size="xs" fw={500} id={labelId}>
          {t('song.stems.format')}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-labelledby={labelId}
          value={format}
          onChange={setFormat}
          data={[
            { value: DEFAULT_VARIATION, label: t('song.option.default') },
            ...AUDIO_FORMATS.map((value) => ({ value, label: value.toUpperCase() })),
          ]}
        />
        <Text size="xs" c="dimmed">
          {t('song.stems.formatHint')}
        </Text>
      </Stack>
    </SongActionPopover>
  );
}
