/**
 * The "Reuse settings" entry of an asset's menu: reads the request that made the result and
 * opens Generate with its model, action and fields filled in (generate/recipe/RecipeDrop.tsx
 * takes it there). An item with no request on record says so where it was chosen.
 */
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments } from '@tabler/icons-react';
import type { AssetView } from '../../shared/ipc/library';
import { toAtelierError } from '../errors/describeError';
import { leaveRecipe } from '../generate/recipe/pendingRecipe';
import { missingRecipeMessage } from '../generate/recipe/recipeWords';
import { useT } from '../i18n/useLocale';
import { hrefFor } from '../routes';

export function ReuseSettingsItem(props: { asset: AssetView }): React.JSX.Element {
  const t = useT();
  const { asset } = props;
  const reuse = async () => {
    try {
      const answer = await window.atelier.recipe.fromAsset({ id: asset.id });
      if (answer.found) {
        leaveRecipe(answer.prefill);
        window.location.hash = hrefFor('generate').slice(1);
        return;
      }
      notifications.show({
        color: 'orange',
        title: t('recipe.missing.title'),
        message: missingRecipeMessage(t, answer.reason, asset.title, 'library'),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('recipe.missing.title'),
        message: t('recipe.error', { message: toAtelierError(error).message }),
      });
    }
  };
  return (
    <Menu.Item leftSection={<IconAdjustments size={14} />} onClick={() => void reuse()}>
      {t('recipe.menu.reuse')}
    </Menu.Item>
  );
}
