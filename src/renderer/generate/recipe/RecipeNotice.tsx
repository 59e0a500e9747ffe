/**
 * Owns saying what a reused recipe filled in: whose settings (the result's title, the model
 * or action by name, when it was made), which inputs still point at library results, and
 * which were left out because the library no longer holds them. API names stay small, aside.
 */
import { Alert, Text } from '@mantine/core';
import type { RecipePrefill } from '../../../shared/ipc/recipe';
import { targetApiName, targetName, useModelNames } from '../../catalog/targetName';
import { formatDate } from '../../format/date';
import { useT } from '../../i18n/useLocale';
import { targetFields } from '../formView';
import { toGenerateTarget } from '../generateTargets';

export function RecipeNotice(props: {
  prefill: RecipePrefill;
  onClose: () => void;
}): React.JSX.Element {
  const t = useT();
  const names = useModelNames();
  const { prefill } = props;
  const target = toGenerateTarget(prefill.target);
  const table = target ? targetFields(target) : [];
  const label = (field: string) => table.find((row) => row.name === field)?.label ?? field;
  const linked = prefill.linked.map((item) => `${label(item.field)}: “${item.title}”`);
  const dropped = [...new Set(prefill.dropped.map((item) => label(item.field)))];
  return (
    <Alert
      mt="xs"
      color="violet"
      variant="light"
      withCloseButton
      onClose={props.onClose}
      title={t('recipe.loaded.title', { title: prefill.title || prefill.taskId })}
      data-testid="recipe-loaded"
      role="status"
    >
      <Text size="sm">
        {t('recipe.loaded.body', {
          name: targetName(prefill.target, names),
          date: formatDate(prefill.createdAt),
        })}
      </Text>
      {linked.length > 0 && (
        <Text size="sm" mt={4} data-testid="recipe-linked">
          {t('recipe.loaded.linked', { items: linked.join('; ') })}
        </Text>
      )}
      {dropped.length > 0 && (
        <Text size="sm" mt={4} c="orange" data-testid="recipe-dropped">
          {t('recipe.loaded.dropped', { fields: dropped.join(', ') })}
        </Text>
      )}
      <Text size="xs" c="dimmed" ff="monospace" mt={4}>
        {targetApiName(prefill.target)} · {prefill.taskId} · {prefill.software}
      </Text>
    </Alert>
  );
}
