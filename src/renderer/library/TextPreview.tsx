/** Lyrics, text and JSON results read from the local file (first 200 KB). */
import { fetchMedia } from './fetchMedia';
import { Code, Loader, ScrollArea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { t } from '../../shared/i18n/activeLanguage';
import { ErrorAlert } from '../errors';
import { useT } from '../i18n/useLocale';

const LIMIT = 200_000;

export function TextPreview(props: { asset: AssetView }): React.JSX.Element {
  useT();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  useEffect(() => {
    let cancelled = false;
    setText(null);
    setError(undefined);
    fetchMedia(props.asset.mediaUrl)
      .then((response) => {
        if (!response.ok)
          throw new Error(t('library.text.readFailed', { status: response.status }));
        return response.text();
      })
      .then((body) => {
        if (cancelled) return;
        let shown = body.length > LIMIT ? `${body.slice(0, LIMIT)}\n…` : body;
        if (props.asset.kind === 'json') {
          try {
            shown = JSON.stringify(JSON.parse(body), null, 2).slice(0, LIMIT);
          } catch {
            // Not JSON after all: show it as it is.
          }
        }
        setText(shown);
      })
      .catch((failure: unknown) => !cancelled && setError(failure));
    return () => {
      cancelled = true;
    };
  }, [props.asset.mediaUrl, props.asset.kind]);
  if (error !== undefined) return <ErrorAlert error={error} title={t('library.text.openFailed')} />;
  if (text === null) return <Loader size="sm" />;
  return (
    <ScrollArea.Autosize mah="55vh" type="auto" viewportProps={{ tabIndex: 0 }}>
      <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="text-preview">
        {text}
      </Code>
    </ScrollArea.Autosize>
  );
}
