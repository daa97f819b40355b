import { expect, test } from '../support/fixtures.ts';
import { newsletterLink, welcomeCode } from '../support/newsletter-mail.ts';

// Double opt-in (decision 0014, addendum): the page never shows a code; the mailbox confirms, then gets it by mail.
test.describe('newsletter', () => {
  test('signing up in the footer asks to confirm by mail; the link confirms once and the code comes by mail', async ({
    page,
  }) => {
    const email = `nyhetsbrev.${Date.now()}@example.se`;
    const checkInbox = `Tack! Titta i din inkorg: om ${email} inte redan prenumererar`;
    const main = page.getByRole('main');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(/^Få nyheter och erbjudanden/).fill('inte-en-adress');
    await footer.getByRole('button', { name: 'Prenumerera' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ange en giltig e-postadress.' })).toBeVisible();

    await page
      .getByRole('main')
      .getByLabel(/^Få nyheter och erbjudanden/)
      .fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Prenumerera' }).click();
    await expect(main.getByRole('status')).toContainText(checkInbox);
    await expect(page.getByText(/VALKOMMEN-/)).toHaveCount(0);

    await expect.poll(() => newsletterLink(email, 'confirm'), { timeout: 15_000 }).toBeDefined();
    const confirm = newsletterLink(email, 'confirm')!;
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bekräfta prenumerationen');
    await page.getByRole('button', { name: 'Bekräfta prenumerationen' }).click();
    await expect(main.getByRole('status')).toHaveText(`Tack! ${email} prenumererar nu på vårt nyhetsbrev.`);
    await expect(page.getByText('Din personliga rabattkod på 10 % är på väg till din inkorg.')).toBeVisible();
    await expect(page.getByText(/VALKOMMEN-/)).toHaveCount(0);
    await expect.poll(() => welcomeCode(email), { timeout: 15_000 }).toMatch(/^VALKOMMEN-[A-Z0-9]{8}$/);

    // The link works once.
    await page.goto(confirm);
    await page.getByRole('button', { name: 'Bekräfta prenumerationen' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'Länken har redan använts: adressen prenumererar redan på vårt nyhetsbrev.',
    );

    // Signing up a subscribed address says the same as for any other, and shows no code.
    await page.goto('/');
    await footer.getByLabel(/^Få nyheter och erbjudanden/).fill(email);
    await footer.getByRole('button', { name: 'Prenumerera' }).click();
    await expect(main.getByRole('status')).toContainText(checkInbox);
    await expect(page.getByText(/VALKOMMEN-/)).toHaveCount(0);

    // The welcome mail's unsubscribe link ends the subscription.
    const unsubscribe = newsletterLink(email, 'unsubscribe');
    expect(unsubscribe).toBeDefined();
    await page.goto(unsubscribe!);
    await page.getByRole('button', { name: 'Avsluta prenumerationen' }).click();
    await expect(main.getByRole('status')).toHaveText(`${email} får inte längre vårt nyhetsbrev.`);
  });

  test('a confirmation link that is not valid says so and offers the sign-up', async ({ page }) => {
    const main = page.getByRole('main');
    await page.goto('/newsletter/confirm?token=inte-en-riktig-lank');
    await page.getByRole('button', { name: 'Bekräfta prenumerationen' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'Länken är inte giltig (längre). Anmäl dig igen, så skickar vi en ny.',
    );
    await page.getByRole('link', { name: 'Till anmälan' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
  });
});
