import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseAnswer } from '../../api/cart';
import type { Customer } from '../../api/types';
import { customerFixture } from '../../testing/customers';
import { apiError, fakeApi, renderApp, type Handler } from '../../testing/render';
import { TEST_CARDS, cartHandlers, enterCard } from './cart-fixtures';
import { CONGRATULATIONS, PAYMENTS_UNAVAILABLE } from './payment-screen';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const expired = customerFixture({ subscriptionState: 'expired', expirationDate: new Date(Date.now() - 3 * DAY).toISOString(), isRecurring: false });
const SAVED = { paymentMethodID: 1, paymentTypeID: 1, name: 'Visa ending in 4242', nameOnCard: 'Ada Lovelace', zipCode: '10001' };
const bought: PurchaseAnswer = { isSuccessful: true, purchaseID: 7, transactionID: 'sandbox_ch_1', newUserToken: null, errors: [] };

interface Sent {
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/** POST v4/Purchase as the sandbox answers it: the declined test card is refused, anything else bought. */
function purchaseHandler(sent: Sent[], answer: (body: Record<string, unknown>) => unknown = () => undefined): Handler {
  return async ({ body, init }) => {
    const b = body as Record<string, unknown>;
    sent.push({ body: b, authorization: (init.headers as Record<string, string>).authorization });
    const custom = await answer(b);
    if (custom) return custom;
    const method = b.paymentMethod as { cardNumber?: string } | undefined;
    if (method?.cardNumber === TEST_CARDS.declined) return { isSuccessful: false, purchaseID: null, transactionID: null, newUserToken: null, errors: ['Your card was declined.'] };
    return { ...bought, newUserToken: b.newCustomer ? 'new-token' : null };
  };
}

function openPayment(customer: Customer | undefined, { saved = false, path = '/cart-step-3', handlers = {} }: { saved?: boolean; path?: string; handlers?: Record<string, Handler> } = {}) {
  if (customer) localStorage.setItem('ibid.token', 't');
  const sent: Sent[] = [];
  const calls = fakeApi({
    'GET /v4/Customer': () => customer,
    'GET /v4/PaymentMethod': () => (saved ? SAVED : null),
    ...cartHandlers(customer, saved),
    'POST /v4/Purchase': purchaseHandler(sent),
    ...handlers,
  });
  return { sent, calls, ...renderApp(path) };
}

const methodForm = () => screen.getByRole('group', { name: 'New payment method' });

describe('Payment', () => {
  it('says so and sends nothing when the server takes no payments', async () => {
    const { user, sent } = openPayment(customerFixture(), { saved: true, handlers: { 'GET /v4/Purchase/Config': () => ({ gateway: 'none', publishableKey: null }) } });
    expect(await screen.findByText(PAYMENTS_UNAVAILABLE)).toBeInTheDocument();
    const purchase = screen.getByRole('button', { name: 'Purchase' });
    expect(purchase).toBeDisabled();
    await user.click(purchase);
    expect(sent).toEqual([]);
  });

  describe('where Stripe takes the payments', () => {
    /** Stripe.js as the page gets it from js.stripe.com (which these machines cannot reach): the card field and createPaymentMethod. */
    function installStripe(refusal?: string) {
      const made: { name: string; zip: string | undefined }[] = [];
      let onChange: ((event: { complete: boolean }) => void) | undefined;
      const card = { mount: (element: HTMLElement) => element.setAttribute('data-card', 'mounted'), on: (_: string, handler: typeof onChange) => (onChange = handler), clear: vi.fn(), destroy: vi.fn() };
      window.Stripe = () => ({
        elements: () => ({ create: () => card }),
        createPaymentMethod: async ({ billing_details }) => {
          made.push({ name: billing_details.name, zip: billing_details.address?.postal_code });
          return refusal ? { error: { message: refusal } } : { paymentMethod: { id: 'pm_card_visa' } };
        },
      });
      return { made, complete: () => act(() => onChange?.({ complete: true })) };
    }
    const stripeConfig = { 'GET /v4/Purchase/Config': () => ({ gateway: 'stripe', publishableKey: 'pk_test_abc123' }) };
    afterEach(() => delete window.Stripe);

    async function enterNames(user: ReturnType<typeof openPayment>['user']) {
      const form = within(await screen.findByRole('group', { name: 'New payment method' }));
      await user.type(form.getByRole('textbox', { name: /First Name/ }), 'Ada');
      await user.type(form.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
      await user.type(form.getByRole('textbox', { name: /Zip Code/ }), '37203');
      return form;
    }

    it("takes the card in Stripe's field and sends Ibid only the payment method Stripe made", async () => {
      const stripe = installStripe();
      const { user, sent } = openPayment(expired, { handlers: { ...stripeConfig, 'GET /v4/PaymentMethod': () => (sent.length ? SAVED : null) } });
      const form = await enterNames(user);
      await waitFor(() => expect(screen.getByTestId('stripe-card')).toHaveAttribute('data-card', 'mounted'));
      expect(form.queryByRole('textbox', { name: /Card Number/ })).not.toBeInTheDocument();
      expect(form.queryByRole('radio', { name: 'E-check' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      // An empty card field is said before anything is sent.
      expect(await screen.findByText('Please enter your card')).toBeInTheDocument();
      expect(sent).toEqual([]);
      stripe.complete();
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' })).toBeInTheDocument();
      expect(stripe.made).toEqual([{ name: 'Ada Lovelace', zip: '37203' }]);
      expect(sent[0]!.body.paymentMethod).toEqual({ paymentTypeID: 1, firstName: 'Ada', lastName: 'Lovelace', zipCode: '37203', nonUsBillingAddress: false, stripePaymentMethod: 'pm_card_visa' });
      expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    });

    it("shows Stripe's refusal in the modal and sends nothing to Ibid", async () => {
      const stripe = installStripe('Your card number is incomplete.');
      const { user, sent } = openPayment(expired, { handlers: stripeConfig });
      await enterNames(user);
      await waitFor(() => expect(screen.getByTestId('stripe-card')).toHaveAttribute('data-card', 'mounted'));
      stripe.complete();
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      const modal = await screen.findByRole('alertdialog');
      expect(within(modal).getByText('Your card number is incomplete.')).toBeInTheDocument();
      expect(sent).toEqual([]);
    });
  });

  it('shows a declined card in the untitled modal, then clears the entered method', async () => {
    const { user } = openPayment(expired);
    await enterCard(user, TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(modal).queryByRole('heading')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Got it - thanks!' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(methodForm()).getByRole('textbox', { name: /Card Number/ })).toHaveValue('');
    expect(within(methodForm()).getByRole('textbox', { name: /First Name/ })).toHaveValue('');
  });

  it('sends one purchase with one idempotency key for a double click, and goes to the receipt', async () => {
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const sent: Sent[] = [];
    const { user, calls } = openPayment(expired, { saved: true, handlers: { 'POST /v4/Purchase': purchaseHandler(sent, () => waiting.then(() => undefined)) } });
    expect(await screen.findByText('Pay with Visa ending in 4242')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Purchase' }));
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' }, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /v4/Purchase')).toHaveLength(1);
    expect(String(sent[0]!.body.idempotencyKey).length).toBeGreaterThanOrEqual(16);
    // The saved method pays: none is sent.
    expect(sent[0]!.body.paymentMethod).toBeUndefined();
  });

  it('keeps the idempotency key for a retry after the call fails, and says the error in the modal', async () => {
    const sent: Sent[] = [];
    let failNext = true;
    const { user } = openPayment(expired, {
      saved: true,
      handlers: {
        'POST /v4/Purchase': purchaseHandler(sent, () => {
          if (!failNext) return undefined;
          failNext = false;
          return apiError(500, 'server-error', 'The payment service did not answer.');
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('The payment service did not answer.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Got it - thanks!' }));
    // §4: after a failed purchase the entry form is shown.
    await enterCard(user, TEST_CARDS.visa);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' }, { timeout: 3000 });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.idempotencyKey).toBe(sent[0]!.body.idempotencyKey);
  });

  it('switches from the saved method to a new one and back', async () => {
    const { user } = openPayment(expired, { saved: true });
    await user.click(await screen.findByRole('button', { name: 'Use a new payment method' }));
    expect(methodForm()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Visa ending in 4242' }));
    expect(screen.queryByRole('group', { name: 'New payment method' })).not.toBeInTheDocument();
    expect(screen.getByText('Pay with Visa ending in 4242')).toBeInTheDocument();
  });

  it('checks the form before sending and says which fields are wrong, and the Non-US checkbox clears and disables the zip', async () => {
    const { user, calls } = openPayment(expired);
    const form = within(await screen.findByRole('group', { name: 'New payment method' }));
    await user.type(form.getByRole('textbox', { name: /Card Number/ }), '4242 4242 4242 4241');
    await user.type(form.getByRole('textbox', { name: /Zip Code/ }), '37203');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await form.findByText('Please enter a valid Card Number')).toBeInTheDocument();
    expect(form.getByText('Please enter First Name')).toBeInTheDocument();
    expect(calls).not.toContain('POST /v4/Purchase');
    await user.click(form.getByRole('checkbox', { name: 'Non-US Billing Address' }));
    expect(form.getByRole('textbox', { name: /Zip Code/ })).toHaveValue('');
    expect(form.getByRole('textbox', { name: /Zip Code/ })).toBeDisabled();
  });

  it('takes an e-check: bank name, routing and account numbers and the account type, sent as entered', async () => {
    const { user, sent } = openPayment(expired);
    const form = within(await screen.findByRole('group', { name: 'New payment method' }));
    await user.click(form.getByRole('radio', { name: 'E-check' }));
    expect(form.queryByRole('textbox', { name: /Card Number/ })).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /First Name/ }), 'Ada');
    await user.type(form.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
    await user.type(form.getByRole('textbox', { name: /Bank Name/ }), 'First Bank');
    await user.type(form.getByRole('textbox', { name: /Routing Number/ }), '110000001');
    await user.type(form.getByRole('textbox', { name: /Account Number/ }), '000123456789');
    await user.type(form.getByRole('textbox', { name: /Zip Code/ }), '10001');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    // The ABA checksum refuses the routing number, and the account type is still to choose.
    expect(await form.findByText('Please enter a valid Routing Number')).toBeInTheDocument();
    expect(form.getByText('Please choose checking or savings')).toBeInTheDocument();
    await user.clear(form.getByRole('textbox', { name: /Routing Number/ }));
    await user.type(form.getByRole('textbox', { name: /Routing Number/ }), '110000000');
    await user.click(form.getByRole('radio', { name: 'Savings' }));
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' }, { timeout: 3000 });
    expect(sent[0]!.body.paymentMethod).toMatchObject({ paymentTypeID: 2, bankName: 'First Bank', routingNumber: '110000000', accountNumber: '000123456789', accountType: 2, zipCode: '10001' });
    expect(screen.getByText('First Bank ending in 6789')).toBeInTheDocument();
  });

  it("makes a new customer's account with the purchase and signs them in with the answered token", async () => {
    const signedIn = customerFixture({ id: 99, email: 'new.student@example.edu', expirationDate: new Date(Date.now() + 365 * DAY).toISOString() });
    const authorizations: (string | undefined)[] = [];
    const { user, sent } = openPayment(undefined, {
      handlers: {
        'GET /v4/Customer': ({ init }) => {
          authorizations.push((init.headers as Record<string, string>).authorization);
          return signedIn;
        },
      },
    });
    const account = within(await screen.findByRole('region', { name: 'Your account' }));
    await user.type(account.getByRole('textbox', { name: /Email/ }), 'new.student@example.edu');
    await user.type(account.getByLabelText(/Password/), 'a long enough password');
    await user.type(account.getByRole('textbox', { name: /First Name/ }), 'Ada');
    await user.type(account.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
    await enterCard(user, TEST_CARDS.visa);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' }, { timeout: 3000 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ authorization: undefined, body: { newCustomer: { email: 'new.student@example.edu', firstName: 'Ada', lastName: 'Lovelace', password: 'a long enough password' } } });
    expect(authorizations).toEqual(['Bearer new-token']);
    expect(localStorage.getItem('ibid.token')).toBe('new-token');
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
  });

  it('shows the receipt: products, amounts with the promo code and Tennessee tax, the transaction, the method and the new expiry', async () => {
    sessionStorage.setItem('ibid.cart', JSON.stringify({ choices: { renewalPeriod: 2, zipCode: '37203' }, promo: { code: 'STUDENT20', label: 'STUDENT20 applied!' } }));
    const { user } = openPayment(expired);
    await enterCard(user, TEST_CARDS.visa);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' }, { timeout: 3000 });
    const receipt = screen.getByRole('main');
    const line = (term: string) => within(receipt).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    // $95.99 less 20 percent ($19.20) is $76.79; 9.75 percent tax on that is $7.49.
    expect(line('Annual')).toBe('$95.99');
    expect(line('Subtotal')).toBe('$95.99');
    expect(line('Discount')).toBe('-$19.20');
    expect(line('Tax')).toBe('$7.49');
    expect(line('Total')).toBe('$84.28');
    expect(line('Transaction ID')).toBe('sandbox_ch_1');
    expect(line('Purchase number')).toBe('7');
    expect(line('Payment method')).toBe('Visa ending in 4242');
    expect(line('Expiration date')).toMatch(/^\w+ \d{1,2}, \d{4}$/);
    expect(within(receipt).getByText(/^Your account renews today and is active until /)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to using Ibid' })).toBeInTheDocument();
  });

  it('shows the congratulations message instead of the payment fields when the balance is fully covered, and sends no method', async () => {
    sessionStorage.setItem('ibid.cart', JSON.stringify({ choices: {}, promo: { code: 'GIFT200', label: 'GIFT200 applied!' } }));
    const { user, sent } = openPayment(expired);
    expect(await screen.findByText(CONGRATULATIONS)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'New payment method' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' }, { timeout: 3000 });
    expect(sent[0]!.body).toMatchObject({ promotionalCode: 'GIFT200' });
    expect(sent[0]!.body.paymentMethod).toBeUndefined();
  });

  it("checks a field 750 ms after it loses focus, with the engine's message", async () => {
    const { user } = openPayment(expired);
    const form = within(await screen.findByRole('group', { name: 'New payment method' }));
    await user.type(form.getByRole('textbox', { name: /Expiration Month/ }), '13');
    await user.tab();
    expect(form.queryByText('Please enter a valid Expiration Month')).not.toBeInTheDocument();
    expect(await form.findByText('Please enter a valid Expiration Month', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('lets a new customer who has an account log in and come back to Payment', async () => {
    const { user } = openPayment(undefined);
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: /Log in/i });
    expect(sessionStorage.getItem('ibid.redirectTo')).toBe('/cart-step-3');
  });

  it('sends a customer without a session from priority support to Login', async () => {
    fakeApi({});
    renderApp('/cart-priority-support');
    expect(await screen.findByRole('heading', { level: 1, name: /Log in/i })).toBeInTheDocument();
  });

  it('prices priority support alone for a subscriber, with no way back to the settings', async () => {
    const customer = customerFixture({ expirationDate: new Date(Date.now() + 95 * DAY).toISOString() });
    openPayment(customer, { saved: true, path: '/cart-priority-support' });
    const preview = await screen.findByRole('region', { name: 'Transaction preview' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Priority Support' })).toBeInTheDocument();
    // Three whole months left at $2 a month.
    expect(await within(preview).findByText('Priority Support Annual')).toBeInTheDocument();
    expect(within(preview).getAllByText('$6.00')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Back to Subscription Settings' })).not.toBeInTheDocument();
  });
});
