/**
 * Owns "Reuse settings" on Generate: a drop zone for files exported from Atelier (from the
 * library's drag-out or anywhere on disk), a "Choose a file…" button (main's open dialog),
 * and a recipe left by a library card's "Reuse settings". A recipe fills the form with its
 * model, action and fields; what it says (and any input left out) is shown beneath.
 */
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { RecipeAnswer, RecipePrefill } from '../../../shared/ipc/recipe';
import { toAtelierError } from '../../errors/describeError';
import { useT } from '../../i18n/useLocale';
import { toGenerateTarget, type GenerateTarget } from '../generateTargets';
import { onRecipeLeft, takeRecipe } from './pendingRecipe';
import { RecipeNotice } from './RecipeNotice';
import { recipeOfDroppedFile } from './readDroppedFile';
import { missingRecipeMessage } from './recipeWords';

type Shown =
  { kind: 'loaded'; prefill: RecipePrefill } | { kind: 'message'; text: string; title: string };

const carriesFiles = (event: React.DragEvent): boolean =>
  event.dataTransfer.types.includes('Files');

export function RecipeDrop(props: {
  onLoad: (target: GenerateTarget, body: Readonly<Record<string, unknown>>) => void;
}): React.JSX.Element {
  const t = useT();
  const { onLoad } = props;
  const [over, setOver] = useState(false);
  const [reading, setReading] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const apply = useCallback(
    (prefill: RecipePrefill) => {
      const target = toGenerateTarget(prefill.target);
      if (!target) {
        setShown({
          kind: 'message',
          title: t('recipe.missing.title'),
          text: t('recipe.unknownTarget', { name: prefill.model.key }),
        });
        return;
      }
      onLoad(target, prefill.body);
      setShown({ kind: 'loaded', prefill });
    },
    [onLoad, t],
  );

  const answer = useCallback(
    (result: RecipeAnswer | null) => {
      if (!result) return;
      if (result.found) apply(result.prefill);
      else
        setShown({
          kind: 'message',
          title: t('recipe.missing.title'),
          text: missingRecipeMessage(t, result.reason, result.fileName, 'file'),
        });
    },
    [apply, t],
  );

  const run = useCallback(
    async (name: string, read: () => Promise<RecipeAnswer | null>) => {
      setReading(name);
      try {
        answer(await read());
      } catch (error) {
        setShown({
          kind: 'message',
          title: t('recipe.missing.title'),
          text: t('recipe.error', { message: toAtelierError(error).message }),
        });
      } finally {
        setReading(null);
      }
    },
    [answer, t],
  );

  // A recipe left by a library card ("Reuse settings"), now or while Generate is open.
  useEffect(() => {
    const take = () => {
      const prefill = takeRecipe();
      if (prefill) apply(prefill);
    };
    take();
    return onRecipeLeft(take);
  }, [apply]);

  return (
    <div>
      <Paper
        withBorder
        radius="md"
        px="md"
        py="xs"
        data-testid="recipe-drop"
        data-over={over || undefined}
        aria-label={t('recipe.drop.label')}
        style={{
          borderStyle: 'dashed',
          borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
          background: over ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        onDragOver={(event: React.DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event: React.DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setOver(false);
          const file = event.dataTransfer.files[0];
          if (file) void run(file.name, () => recipeOfDroppedFile(file));
        }}
      >
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileImport size={20} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm" c={over ? 'bright' : 'dimmed'}>
              {reading
                ? t('recipe.drop.reading', { name: reading })
                : over
                  ? t('recipe.drop.release')
                  : t('recipe.drop.hint')}
            </Text>
          </Group>
          <Button
            variant="default"
            size="xs"
            style={{ flex: 'none' }}
            loading={reading !== null}
            onClick={() =>
              void run(t('recipe.drop.chosenFile'), () => window.atelier.recipe.chooseFile())
            }
          >
            {t('recipe.drop.choose')}
          </Button>
        </Group>
      </Paper>
      {shown?.kind === 'loaded' && (
        <RecipeNotice prefill={shown.prefill} onClose={() => setShown(null)} />
      )}
      {shown?.kind === 'message' && (
        <Alert
          mt="xs"
          color="orange"
          variant="light"
          title={shown.title}
          withCloseButton
          onClose={() => setShown(null)}
          data-testid="recipe-missing"
          role="status"
        >
          {shown.text}
        </Alert>
      )}
    </div>
  );
}
