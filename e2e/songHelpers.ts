/** The song page's lanes and its one inspector, as the specs walk them. */
import { expect, type Locator, type Page } from '@playwright/test';

/** A version's lane on the song's timeline (a take, an extension, the whole song …). */
export const songLane = (page: Page, action: string, trackIndex: number): Locator =>
  page
    .getByTestId('song-timeline')
    .locator(
      `[data-testid="song-lane"][data-action="${action}"][data-track-index="${trackIndex}"]`,
    );

/** Chooses a version by clicking its lane; returns the inspector, once it shows that version. */
export async function inspectVersion(
  page: Page,
  action: string,
  trackIndex: number,
): Promise<Locator> {
  const lane = songLane(page, action, trackIndex);
  await lane.click();
  await expect(lane).toHaveAttribute('aria-selected', 'true');
  const inspector = page.getByTestId('song-inspector');
  await expect(inspector).toHaveAttribute(
    'data-lane-key',
    (await lane.getAttribute('data-lane-key')) ?? '',
  );
  return inspector;
}
