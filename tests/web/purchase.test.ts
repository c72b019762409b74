// Buying Ibid (issue 18), in Chromium against the real api on its sandbox gateway (Stripe's test cards): a new
// customer buys an annual plan with a promo code and a Tennessee zip and reads the tax and total on the receipt; a
// declined card shows the spec's untitled modal and clears the card; a double-clicked Purchase charges once; a
// recurring customer changes plan without entering a card again; an expired customer renews from the expired screen
// and is back with access. Every cart screen is captured (screenshot + axe) at 1280 px and at the add-in's cart
// dialog size (66% of the window).
/// <reference lib="dom" />
import { formatCartDate } from '@ibid/engine/commerce';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../api/src/db/prisma.js';
import { VIEWPORT } from './browser.js';
import type { IbidServer } from './ibid-server.js';
import { apiJson } from './api.js';
import { screens, type ScreenLog } from './screens.js';
import { aria, at, button, click, heading, logIn, see, text } from './user.js';
import { useWebSession } from './web-session.js';

const web = useWebSession();

/** The add-in's cart dialog: 66% of a 1280 × 900 window. */
const DIALOG = { width: 845, height: 594 };

const CARD = { number: '4242 4242 4242 4242', month: '04', year: '2031', cvv: '123' };
const DECLINED = '4000 0000 0000 0002';

const ACCOUNT = 'section[aria-labelledby="cart-account"]';
const METHOD = '[role="group"][aria-label="New payment method"]';
const PREVIEW = 'section[aria-label="Transaction preview"]';

/** Types into the text box labelled `label` inside `scope`, replacing what it held. */
async function fillIn(page: Page, scope: string, label: string, value: string): Promise<void> {
  await page.locator(`${scope} ${aria('textbox', label)}`).fill(value);
}

/** A new tab at `path`, at the desktop width, signed out (the tabs share the browser's storage: an earlier buyer stays signed in). */
async function open(path: string): Promise<Page> {
  const page = await web.chromium.newPage();
  const devtools = await page.createCDPSession();
  await devtools.send('Storage.clearDataForOrigin', { origin: web.server.url, storageTypes: 'local_storage' });
  await devtools.detach();
  await page.goto(`${web.server.url}${path}`);
  return page;
}

/** Captures the screen at 1280 px and at the cart dialog's size. */
async function captureBoth(shots: ScreenLog, page: Page, name: string): Promise<void> {
  await shots.capture(page, `${name}-1280`);
  await page.setViewport(DIALOG);
  await shots.capture(page, `${name}-dialog`);
  await page.setViewport(VIEWPORT);
}

/** The preview's line `term` reads `value` (the server's price, as money text). */
const previewShows = (page: Page, term: string, value: string) =>
  page.waitForFunction(
    (scope, t, v) => {
      const terms = Array.from(document.querySelectorAll(`${scope} dt`));
      const found = terms.find((dt) => dt.textContent === t);
      return found?.nextElementSibling?.textContent === v;
    },
    { timeout: 20_000 },
    PREVIEW,
    term,
    value,
  );

async function enterCard(page: Page, number: string): Promise<void> {
  await fillIn(page, METHOD, 'First Name', 'Ada');
  await fillIn(page, METHOD, 'Last Name', 'Lovelace');
  await fillIn(page, METHOD, 'Card Number', number);
  await fillIn(page, METHOD, 'Expiration Month', CARD.month);
  await fillIn(page, METHOD, 'Expiration Year', CARD.year);
  await fillIn(page, METHOD, 'CVV', CARD.cvv);
  await fillIn(page, METHOD, 'Zip Code', '37203');
}

async function enterAccount(page: Page, email: string): Promise<void> {
  await fillIn(page, ACCOUNT, 'Email', email);
  await page.locator(`${ACCOUNT} input[type="password"]`).fill('a long enough password');
  await fillIn(page, ACCOUNT, 'First Name', 'Ada');
  await fillIn(page, ACCOUNT, 'Last Name', 'Lovelace');
}

/** The customer's purchases as the database keeps them. */
async function purchasesOf(server: IbidServer, email: string) {
  const db = await openDb(server.databaseUrl);
  try {
    return await db.purchase.findMany({ where: { customer: { email } } });
  } finally {
    await db.$disconnect();
  }
}

/** A signed-in customer who bought an annual plan with a saved card (through the api, as the cart would). */
async function subscriber(server: IbidServer, email: string): Promise<string> {
  const bought = await fetch(`${server.url}/v4/Purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: `setup-${email}-${Date.now()}`,
      renewalPeriod: 2,
      newCustomer: { email, firstName: 'Grace', lastName: 'Hopper', password: 'a long enough password', institution: '' },
      paymentMethod: { paymentTypeID: 1, firstName: 'Grace', lastName: 'Hopper', cardNumber: CARD.number, expirationMonth: CARD.month, expirationYear: CARD.year, verificationCode: CARD.cvv, zipCode: '10001' },
    }),
  }).then((r) => r.json() as Promise<{ isSuccessful: boolean; newUserToken: string }>);
  expect(bought.isSuccessful).toBe(true);
  return bought.newUserToken;
}

describe('buying Ibid', () => {
  it('a new customer buys an annual plan with a promo code and a Tennessee zip, and the receipt shows the tax and total', async () => {
    const shots = screens('purchase-new');
    const page = await open('/cart-step-2');
    await see(page, heading('Subscription Settings'));
    await previewShows(page, 'Total', '$95.99');
    await page.locator(aria('textbox', 'Promo code')).fill('student20');
    await click(page, button('Apply'));
    await see(page, text('STUDENT20 applied!'));
    await page.locator(aria('textbox', 'Zip code')).fill('37203');
    // $95.99 less 20 percent ($19.20) is $76.79, and 9.75 percent tax on that is $7.49.
    await previewShows(page, 'Tax', '$7.49');
    await previewShows(page, 'Total', '$84.28');
    await captureBoth(shots, page, 'subscription-settings');
    await click(page, button('Next: Payment Information'));
    await see(page, heading('Payment'));
    await enterAccount(page, 'new.buyer@example.edu');
    await enterCard(page, CARD.number);
    await captureBoth(shots, page, 'payment');
    await click(page, button('Purchase'));
    await see(page, heading('Thanks for purchasing'));
    const receipt = await page.$eval('main', (m) => m.textContent ?? '');
    expect(receipt).toContain('$84.28');
    expect(receipt).toContain('$7.49');
    expect(receipt).toContain('Visa ending in 4242');
    await captureBoth(shots, page, 'receipt');
    const [row] = await purchasesOf(web.server, 'new.buyer@example.edu');
    expect(row).toMatchObject({ subtotalCents: 9599, discountCents: 1920, taxCents: 749, totalCents: 8428 });
    // Signed in by the purchase: the library opens.
    await click(page, button('Back to using Ibid'));
    await at(page, '/my-reference-library');
    await page.close();
  });

  it("shows a declined card in the spec's untitled modal and clears the card; a double-clicked Purchase charges once", async () => {
    const shots = screens('purchase-declined');
    const page = await open('/cart-step-2');
    await previewShows(page, 'Total', '$95.99');
    await click(page, button('Next: Payment Information'));
    await see(page, heading('Payment'));
    await enterAccount(page, 'twice@example.edu');
    await enterCard(page, DECLINED);
    await click(page, button('Purchase'));
    // §8: a modal with no title, the first error, and 'Got it - thanks!'.
    await see(page, text('Your card was declined.'));
    await captureBoth(shots, page, 'declined');
    await click(page, button('Got it - thanks!'));
    // The page is in the accessibility tree again once the modal has gone.
    await see(page, `${METHOD} ${aria('textbox', 'Card Number')}`);
    expect(await page.$eval(`${METHOD} ${aria('textbox', 'Card Number')}`, (input) => (input as HTMLInputElement).value)).toBe('');
    expect(await purchasesOf(web.server, 'twice@example.edu')).toEqual([]);

    await enterCard(page, CARD.number);
    // Two clicks as fast as a hand makes them.
    await page.locator(button('Purchase')).click({ count: 2 });
    await see(page, heading('Thanks for purchasing'));
    expect(await purchasesOf(web.server, 'twice@example.edu')).toHaveLength(1);
    await page.close();
  });

  it('a recurring customer changes plan without entering the card again', async () => {
    const shots = screens('purchase-recurring');
    await subscriber(web.server, 'recurring@example.edu');
    const page = await open('/login');
    await logIn(page, 'recurring@example.edu', 'a long enough password');
    await at(page, '/my-reference-library');
    await page.goto(`${web.server.url}/cart-step-2`);
    await see(page, button('Update Subscription Settings'));
    await click(page, aria('radio', 'Two Year: $155.99 (save 35 percent)'));
    await previewShows(page, 'Total', '$155.99');
    await captureBoth(shots, page, 'update-settings');
    await click(page, button('Update Subscription Settings'));
    await see(page, heading('Settings Updated'));
    const token = await page.evaluate(() => localStorage.getItem('ibid.token') ?? '');
    expect(await apiJson<{ renewalPeriod: number }>(web.server, token, 'GET', '/v4/Customer')).toMatchObject({ renewalPeriod: 4 });
    await page.close();
  });

  it('an expired customer renews from the expired screen and is back where they were, with access', async () => {
    const shots = screens('purchase-renew');
    await subscriber(web.server, 'lapsed@example.edu');
    const db = await openDb(web.server.databaseUrl);
    try {
      const customer = await db.customer.findUniqueOrThrow({ where: { email: 'lapsed@example.edu' } });
      await db.subscription.update({ where: { customerId: customer.id }, data: { expirationDate: new Date(Date.now() - 3 * 86_400_000), isRecurring: false } });
    } finally {
      await db.$disconnect();
    }
    const page = await open('/login');
    await logIn(page, 'lapsed@example.edu', 'a long enough password');
    await see(page, aria('link', 'Renew my subscription'));
    await click(page, aria('link', 'Renew my subscription'));
    await see(page, heading('Subscription Settings'));
    await click(page, button('Next: Payment Information'));
    await see(page, text('Pay with Visa ending in 4242'));
    await captureBoth(shots, page, 'payment-saved-method');
    await click(page, button('Purchase'));
    await see(page, heading('Thanks for purchasing'));
    // Back where the expired subscription turned them away (the library, where signing in leads), now with access.
    await click(page, button('Back to using Ibid'));
    await at(page, '/my-reference-library');
    await see(page, heading('My Reference Library'));
    await page.close();
  });

  it('a subscriber replaces the saved card and buys priority support alone at its pro-rated price', async () => {
    const shots = screens('purchase-extras');
    await subscriber(web.server, 'support@example.edu');
    const page = await open('/login');
    await logIn(page, 'support@example.edu', 'a long enough password');
    await at(page, '/my-reference-library');
    // From Settings' Account & Billing, as a customer finds them.
    await click(page, aria('link', 'Settings'));
    await click(page, aria('link', 'Update my payment method'));
    await see(page, heading('Payment Method'));
    await fillIn(page, METHOD, 'First Name', 'Grace');
    await fillIn(page, METHOD, 'Last Name', 'Hopper');
    await fillIn(page, METHOD, 'Card Number', '5555 5555 5555 4444');
    await fillIn(page, METHOD, 'Expiration Month', CARD.month);
    await fillIn(page, METHOD, 'Expiration Year', CARD.year);
    await fillIn(page, METHOD, 'CVV', CARD.cvv);
    await fillIn(page, METHOD, 'Zip Code', '10001');
    await captureBoth(shots, page, 'payment-method');
    await click(page, button('Update Payment Method'));
    await see(page, text('Your payment method is now MasterCard ending in 4444.'));

    await click(page, aria('link', 'Settings'));
    await click(page, aria('link', 'Add priority support'));
    await see(page, heading('Add Priority Support'));
    await see(page, text('Pay with MasterCard ending in 4444'));
    // Priority support buys no time: the preview keeps the subscription's renewal, the day before its expiry.
    const db = await openDb(web.server.databaseUrl);
    const expiry = await db.subscription.findFirstOrThrow({ where: { customer: { email: 'support@example.edu' } } }).finally(() => db.$disconnect());
    await see(page, `${PREVIEW} ${text(`Your subscription is set to auto-renew on ${formatCartDate(new Date(expiry.expirationDate.getTime() - 86_400_000))}.`)}`);
    await captureBoth(shots, page, 'priority-support');
    await click(page, button('Purchase'));
    await see(page, heading('Thanks for purchasing'));
    const [, support] = await purchasesOf(web.server, 'support@example.edu');
    // About a year left: $2 a whole month, within $2 and $19.95.
    expect(support!.totalCents).toBeGreaterThanOrEqual(200);
    expect(support!.totalCents).toBeLessThanOrEqual(1995);
    expect(support!.paymentMethod).toBe('MasterCard ending in 4444');
    expect(support!.expirationDate).toEqual(expiry.expirationDate);
    await page.close();
  });
});
