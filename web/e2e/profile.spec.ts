import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, text } from './support/journey.ts';

const fr = 'fr-CA';

test('my profile (fr): a blank last name is said beside it and focused, nothing saved; a new first name is saved, toasted and named in the header', async ({ page }) => {
  await signIn(page, fr, 'buyer-ab');
  await page.goto('/fr/account/profile');
  const form = page.getByRole('form', { name: text(fr, 'profile.contactDetails') });
  const firstName = form.getByRole('textbox', { name: text(fr, 'fields.firstName'), exact: true });
  const lastName = form.getByRole('textbox', { name: text(fr, 'fields.lastName'), exact: true });
  const save = form.getByRole('button', { name: text(fr, 'profile.save') });
  await expect(lastName).toHaveValue('Sandhu');
  await expectAccessible(page);

  await lastName.fill('');
  await save.click();
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAccessibleDescription(text(fr, 'errors.fieldRequired', { field: text(fr, 'fields.lastName') }));
  await expectAccessible(page);
  await lastName.fill('Sandhu');

  // Saved and put back (the demo data is shared by the other journeys).
  for (const name of ['Priyanka', 'Priya']) {
    await firstName.fill(name);
    await save.click();
    await expect(page.getByText(text(fr, 'profile.saved'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(fr, 'account.menu', { name: `${name} Sandhu` }) })).toBeVisible();
    await page.reload();
    await expect(firstName).toHaveValue(name);
  }
});
