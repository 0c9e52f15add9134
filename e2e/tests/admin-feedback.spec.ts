import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { EDITOR } from '../support/accounts';
import { loginAs } from '../support/session';

const SHOTS = '/tmp/shots/feedback';
// The smallest valid PNG: the server checks attachments by their bytes.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('[ADMIN] feedback is answered, made public and exported', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const stamp = Date.now().toString(36);
  const subject = `Karaoke mode, please ${stamp}`;
  const sender = `fern.${stamp}@example.com`;

  // A few other items so the list looks like a working inbox, one of them a support ticket.
  for (const [category, s, rating] of [
    ['bug_report', 'Player skips on my phone', '2'],
    ['general_feedback', 'The birthday song made my mum cry', '5'],
  ]) {
    const res = await page.request.post('/api/feedback', {
      data: { category, subject: `${s} ${stamp}`, message: 'Sent from the journey.', rating },
    });
    expect(res.status()).toBe(201);
  }
  const ticket = await page.request.post('/api/support', {
    data: {
      name: 'Tom Ticket',
      email: `tom.${stamp}@example.com`,
      subject: `Invoice needed ${stamp}`,
      message: 'Could you send an invoice for my order?',
      priority: 'high',
    },
  });
  expect(ticket.status()).toBe(201);

  // A visitor sends feedback through the public form, with a screenshot attached.
  await page.goto('/feedback');
  await page.getByLabel('Category').selectOption('feature_request');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Could songs show the lyrics in time,\nso we can sing along at the party?');
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByLabel('Email (optional)').fill(sender);
  await page.getByLabel('Attachments').setInputFiles({ name: 'mockup.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();

  // An editor finds it by search.
  await loginAs(page, EDITOR);
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { name: 'Feedback Management' })).toBeVisible();
  await expect(page.getByText('Total Feedback')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Invoice needed ${stamp}`) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list.png`, fullPage: true });

  // Status and category are multi-select menus of checkboxes; the server does the filtering.
  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Resolved' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Closed' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Closed' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/status-filter.png` });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=resolved%2Cclosed/);
  await expect(page.getByText('No feedback found. Try adjusting your filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await page.getByRole('button', { name: 'Status: 2 selected' }).click();
  await page.getByRole('menuitem', { name: 'Clear status filter' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Invoice needed ${stamp}`) })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search feedback' }).fill(`karaoke mode, please ${stamp}`);
  await expect(page).toHaveURL(/search=karaoke/);
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  await expect(row.getByText('No Response')).toBeVisible();

  // The details show everything the visitor sent.
  await row.getByRole('button', { name: `View ${subject}` }).click();
  const details = page.getByRole('dialog', { name: 'Feedback Details' });
  await expect(details.getByText('Anonymous User')).toBeVisible();
  await expect(details.getByText('4/5')).toBeVisible();
  await expect(details.getByText(sender)).toBeVisible();
  await expect(details.getByRole('link', { name: /mockup\.png/ })).toContainText('0.1 KB');
  await page.screenshot({ path: `${SHOTS}/details-modal.png` });

  // The attachment link downloads the file.
  const [attachment] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('link', { name: /mockup\.png/ }).click(),
  ]);
  expect(attachment.suggestedFilename()).toBe('mockup.png');
  expect(readFileSync(await attachment.path()).equals(PNG_1X1)).toBe(true);

  // The editor responds and resolves it.
  await details.getByRole('button', { name: 'Respond' }).click();
  const respond = page.getByRole('dialog', { name: 'Respond to Feedback' });
  const submit = respond.getByRole('button', { name: 'Submit Response' });
  await expect(submit).toBeDisabled();
  await respond.getByRole('combobox', { name: 'Status' }).selectOption('resolved');
  await respond
    .getByRole('textbox', { name: 'Response' })
    .fill('Great idea! Karaoke mode with timed lyrics is coming next month.');
  await page.screenshot({ path: `${SHOTS}/respond-modal.png` });
  await submit.click();
  await expect(page.getByText('Response submitted successfully', { exact: true })).toBeVisible();
  await expect(respond).toBeHidden();
  await expect(row.getByText('Responded')).toBeVisible();
  await expect(row.getByText('Resolved')).toBeVisible();

  // Public: the public site's feedback list now carries it.
  await row.getByRole('switch', { name: `Public: ${subject}` }).click();
  await expect(page.getByText('Feedback is now public', { exact: true })).toBeVisible();
  await expect(row.getByRole('switch', { name: `Public: ${subject}` })).toBeChecked();
  const shown = (await (await page.request.get('/api/feedback/public')).json()).data.feedback as {
    subject: string;
  }[];
  expect(shown.map((f) => f.subject)).toContain(subject);

  // Export: the server's CSV, named for today, holds the row with its commas and line breaks flattened.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`feedback_export_${today}.csv`);
  const csv = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toMatch(/^ID,Date,Type,Category,Subject,Message,/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`Karaoke mode  please ${stamp}`);
  expect(csv[1]).toContain('Could songs show the lyrics in time  so we can sing along at the party?');
  expect(csv[1]).toContain(sender);
  expect(csv[1]).toContain(',resolved,yes,');

  // The visitor got the answer by e-mail.
  const token = await page.evaluate(() => window.localStorage.getItem('serenade.token'));
  const outbox = (
    await (
      await page.request.get(`/api/admin/outbox?search=${encodeURIComponent(sender)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).data.messages as { id: string; kind: string; subject: string }[];
  const reply = outbox.find((m) => m.kind === 'feedback_response');
  expect(reply?.subject).toBe(`Re: ${subject}`);
  const mail = (
    await (
      await page.request.get(`/api/admin/outbox/${reply!.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data as { text: string };
  expect(mail.text).toContain('Karaoke mode with timed lyrics is coming next month.');

  // The whole inbox, answered item included, on a desktop and on a phone.
  const search = page.getByRole('searchbox', { name: 'Search feedback' });
  await search.fill('');
  await expect(page.getByRole('row')).toHaveCount(5);
  await page.screenshot({ path: `${SHOTS}/list-answered.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await search.fill(subject);
  await expect(page.getByRole('row')).toHaveCount(2);

  // Delete asks first, then the item is gone.
  await row.getByRole('button', { name: `Delete ${subject}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Feedback' });
  await expect(confirm.getByText('Are you sure you want to delete this feedback?')).toBeVisible();
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delete-modal.png` });
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(page.getByText('Feedback deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('No feedback found. Try adjusting your filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
});
