/** Edits an asset's tags (suggesting tags already used in the library); saves on each change. */
import { useT } from '../i18n/useLocale';
import { TagsInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';

export function TagsEditor(props: {
  asset: AssetView;
  onChanged: (asset: AssetView) => void;
  knownTags: string[];
}): React.JSX.Element {
  const t = useT();
  const [value, setValue] = useState(props.asset.tags);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(props.asset.tags), [props.asset.tags]);
  return (
    <TagsInput
      label={t('library.tags.label')}
      size="xs"
      placeholder={t('library.tags.placeholder')}
      data={props.knownTags}
      value={value}
      maxTags={50}
      clearable
      error={error}
      onChange={(next) => {
        const tags = [
          ...new Set(
            next.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= 64),
          ),
        ];
        setValue(tags);
        setError(null);
        window.atelier.library
          .update({ id: props.asset.id, tags })
          .then(props.onChanged, () => setError(t('library.tags.saveFailed')));
      }}
    />
  );
}
