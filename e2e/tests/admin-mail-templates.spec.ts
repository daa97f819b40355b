import { AdminPage } from '../pages/admin-page.ts';
import { expect, test } from '../support/fixtures.ts';

/** Issue 33 (decision 0069): the owner writes a mail's texts, in Swedish and per store view, and sees the mail. */
test.describe('mail templates in the back office', () => {
  test('the owner edits a mail text on a phone and sees it in the preview', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const admin = new AdminPage(page);
    await admin.loginOwner();
    await admin.open('E-postmallar');
    await expect(admin.heading).toHaveText('E-postmallar');
    // A mail no other journey reads: the shared shop's other mails stay as they are.
    await page.getByRole('link', { name: 'Retur ej godkänd' }).click();
    await expect(admin.heading).toHaveText('E-postmall: Retur ej godkänd');

    const swedish = page.getByRole('region', { name: 'Svenska' });
    const intro = swedish.getByLabel('Inledning');
    await expect(intro).toHaveAttribute(
      'placeholder',
      'Vi kunde tyvärr inte godkänna din retur {return_number}.',
    );
    // A placeholder the mail cannot fill is refused, naming it.
    await intro.fill('Vi kan inte ta emot retur {returnummer}.');
    await swedish.getByRole('button', { name: 'Spara den svenska texten' }).click();
    await expect(swedish.getByRole('alert')).toContainText('{returnummer}');

    await intro.fill('Tyvärr, {name}: returen {return_number} kunde vi inte godkänna.');
    await swedish.getByRole('button', { name: 'Spara den svenska texten' }).click();
    await expect(admin.notice('Den svenska texten är sparad.')).toBeVisible();

    // The German text beside the Swedish one.
    const translations = page.getByRole('region', { name: 'Översättningar' });
    await expect(translations.getByRole('cell', { name: /Tyvärr, \{name\}/ })).toBeVisible();
    await translations
      .getByLabel('Inledning')
      .fill('Leider, {name}: Ihre Rücksendung {return_number} konnten wir nicht genehmigen.');
    await translations.getByRole('button', { name: 'Spara översättningen' }).click();
    await expect(admin.notice('Översättningen är sparad.')).toBeVisible();

    const preview = page.getByRole('region', { name: 'Förhandsvisning' });
    const mail = preview.frameLocator('iframe');
    await expect(mail.getByText('Tyvärr, Åsa: returen R100000123-1 kunde vi inte godkänna.')).toBeVisible();
    await preview.getByRole('button', { name: 'Deutsch' }).click();
    await expect(
      mail.getByText('Leider, Åsa: Ihre Rücksendung R100000123-1 konnten wir nicht genehmigen.'),
    ).toBeVisible();
    await expect(preview).toContainText('Ihre Rücksendung R100000123-1 konnte nicht genehmigt werden');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await admin.saveScreenshot('admin-mail-template-375');

    await page.setViewportSize({ width: 1280, height: 900 });
    await admin.saveScreenshot('admin-mail-template-desktop');

    // Back to the built-in texts: an empty field sends them again.
    await translations.getByLabel('Inledning').fill('');
    await translations.getByRole('button', { name: 'Spara översättningen' }).click();
    await expect(translations.getByText('visas på engelska')).toBeVisible();
    await intro.fill('');
    await swedish.getByRole('button', { name: 'Spara den svenska texten' }).click();
    await expect(
      mail.getByText('Unfortunately we could not approve your return R100000123-1.'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
