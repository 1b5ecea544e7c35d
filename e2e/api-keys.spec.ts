import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedHost, signIn } from './support/organizer-events';
import { expect, test } from './support/test';

// Issue 19 (ADR-025): the owner makes a key in team settings, a tool calls the API with it, and
// once revoked the very next call is refused.
test('the owner creates an API key, calls the API with it, and revokes it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const host = await createVerifiedHost(request, 'Keys');
  await signIn(page, host);
  await page.goto('/organizer/settings?tab=team');

  await page.getByRole('textbox', { name: /Key name/ }).fill('Box office');
  await page.getByRole('radio', { name: 'Read and write' }).check();
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(
    page.getByText('Copy the key for “Box office” now. It will not be shown again.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^tk_/);
  await expect(page.getByRole('textbox', { name: 'Your new API key' })).toHaveValue(key);
  await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const ownEvents = () =>
    request.get('/api/v1/client/event/view', { headers: { authorization: `Bearer ${key}` } });
  expect((await ownEvents()).status()).toBe(200);

  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('textbox', { name: 'Your new API key' })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'API keys' });
  await table.getByRole('button', { name: 'Revoke Box office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Box office”?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(table.getByRole('row', { name: /Box office.*Revoked/ })).toBeVisible();

  const refused = await ownEvents();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).status_description).toBe('This API key is not valid or has been revoked.');
});
