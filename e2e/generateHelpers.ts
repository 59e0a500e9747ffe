/**
 * Helpers for the Generate page specs: open a form through its deep link (passing the
 * first-run welcome with the Sandbox), and record which IPC channels the page called, so a
 * spec can prove that nothing was submitted.
 */
import { expect, type Page } from '@playwright/test';

export interface IpcLog {
  channels: string[];
  /** How many calls of a channel the page made. */
  count(channel: string): number;
}

/** Records every IPC call the page sends over the web preview's socket. */
export function recordIpc(page: Page): IpcLog {
  const channels: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      try {
        const message = JSON.parse(String(frame.payload)) as { channel?: unknown };
        if (typeof message.channel === 'string') channels.push(message.channel);
      } catch {
        // not a call frame
      }
    });
  });
  return { channels, count: (channel) => channels.filter((name) => name === channel).length };
}

/** Opens `#/generate?<query>` with the Sandbox profile chosen. */
export async function openGenerate(page: Page, query: string): Promise<void> {
  await page.goto(`/#/generate?${query}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Generate' })).toBeVisible();
  const sandbox = page.getByTestId('choose-sandbox');
  if (await sandbox.isVisible({ timeout: 1500 }).catch(() => false)) {
    await sandbox.click();
    await expect(sandbox).toBeHidden();
  }
  await expect(page.getByRole('form')).toBeVisible();
}

/** The balance as the account service reports it now (fresh from the service). */
export async function balanceNow(page: Page): Promise<number> {
  return page.evaluate(
    async () => (await window.atelier.account.balance({ refresh: true })).credits,
  );
}

/** The submissions the journal holds. */
/** Every submission the journal holds, page by page (one page stops at 50: earlier specs pass that). */
export async function submissionCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    let cursor: string | null = null;
    do {
      const page: { items: unknown[]; nextCursor: string | null } = await window.atelier.tasks.list(
        { limit: 200, ...(cursor ? { cursor } : {}) },
      );
      count += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    return count;
  });
}
