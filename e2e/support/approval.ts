import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { expect } from './fixtures';

/** The buyer approves the draft lyrics as they stand on the status page (lyric approval is on by default). */
export async function approveDraftAsItStands(page: Page) {
  const panel = page.getByRole('region', { name: 'Read and approve your lyrics' });
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await panel.getByRole('button', { name: 'Approve lyrics' }).click();
  await expect(page.getByTestId('request-status')).not.toHaveText('Lyrics to approve', { timeout: 20_000 });
}

/** An admin session for the API (outbox, settings). */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

/** The outbox messages to an address, newest first, with their text. */
export async function outboxTo(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const list = (await (await request.get(`/api/admin/outbox?search=${encodeURIComponent(email)}`, { headers })).json())
    .data.messages as { id: string; kind: string }[];
  return Promise.all(
    list.map(async (m) => ({
      kind: m.kind,
      ...((await (await request.get(`/api/admin/outbox/${m.id}`, { headers })).json()).data as {
        subject: string;
        text: string;
        html: string;
      }),
    })),
  );
}
