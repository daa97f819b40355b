import { expect, test } from '../support/fixtures.ts';

test.describe('newsletter', () => {
  test('signing up in the footer shows a personal 10 % code once; signing up again says so', async ({
    page,
  }) => {
    const email = `nyhetsbrev.${Date.now()}@example.se`;
    await page.goto('/');
    const form = page.getByRole('contentinfo');
    await form.getByLabel(/^Få nyheter och erbjudanden/).fill('inte-en-adress');
    await form.getByRole('button', { name: 'Prenumerera' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ange en giltig e-postadress.' })).toBeVisible();

    await page
      .getByRole('main')
      .getByLabel(/^Få nyheter och erbjudanden/)
      .fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Prenumerera' }).click();
    await expect(
      page.getByText(`Vi har skickat din rabattkod till ${email}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/^VALKOMMEN-[A-Z0-9]{8}$/)).toBeVisible();

    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByLabel(/^Få nyheter och erbjudanden/)
      .fill(email);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Prenumerera' }).click();
    await expect(page.getByText('Du prenumererar redan på vårt nyhetsbrev.')).toBeVisible();
    await expect(page.getByText(/^VALKOMMEN-/)).toHaveCount(0);
  });
});
