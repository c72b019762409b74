import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../api/types';
import { customerFixture } from '../../testing/customers';
import { apiError, fakeApi, renderApp, type Handler } from '../../testing/render';
import { SANDBOX_CONFIG, TEST_CARDS, cartHandlers, enterCard } from './cart-fixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const SAVED = { paymentMethodID: 1, paymentTypeID: 1, name: 'Visa ending in 4242', nameOnCard: 'Ada Lovelace', zipCode: '10001' };

async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('renewing from Subscription Expired', () => {
  it('opens the cart, and after paying the customer is back where the expired subscription turned them away, with access', async () => {
    localStorage.setItem('ibid.token', 't');
    const expired = customerFixture({ subscriptionState: 'expired', expirationDate: days(-3), isRecurring: false });
    const renewed = customerFixture({ expirationDate: days(365) });
    let current: Customer = expired;
    const calls = fakeApi({
      'GET /v4/Customer': () => current,
      'GET /v4/PaymentMethod': () => SAVED,
      ...cartHandlers(expired, true),
      'GET /v4/GenesisReference': () => ({ references: [], legacyReferences: [], order: [], total: 0 }),
      'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
      'POST /v4/Purchase': () => {
        current = renewed;
        return { isSuccessful: true, purchaseID: 3, transactionID: 'sandbox_ch_3', newUserToken: null, errors: [] };
      },
    });
    const { user } = renderApp('/my-reference-library');
    await user.click(await screen.findByRole('link', { name: 'Renew my subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Next: Payment Information' }));
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    await user.click(await screen.findByRole('button', { name: 'Back to using Ibid' }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Reference Library' })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET /v4/Customer')).toHaveLength(2);
  });
});

describe('Payment Method', () => {
  function openPaymentMethod(save: Handler) {
    localStorage.setItem('ibid.token', 't');
    fakeApi({ 'GET /v4/Customer': () => customerFixture(), 'GET /v4/PaymentMethod': () => SAVED, 'POST /v4/PaymentMethod': save, ...SANDBOX_CONFIG });
    return renderApp('/payment-method');
  }

  it('replaces the saved method with Update Payment Method', async () => {
    let sent: unknown;
    const { user } = openPaymentMethod(({ body }) => {
      sent = body;
      return { ...SAVED, name: 'MasterCard ending in 4444' };
    });
    expect(await screen.findByText('Your saved payment method: Visa ending in 4242')).toBeInTheDocument();
    await enterCard(user, '5555 5555 5555 4444', { nonUs: true });
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByText('Your saved payment method: MasterCard ending in 4444')).toBeInTheDocument();
    expect(sent).toMatchObject({ paymentTypeID: 1, cardNumber: '5555 5555 5555 4444', nonUsBillingAddress: true, zipCode: '' });
  });

  it('says a refused method in a sticky toast titled Error and clears what was entered', async () => {
    const { user } = openPaymentMethod(() => apiError(402, 'card-declined', 'Your card was declined.'));
    const form = await enterCard(user, TEST_CARDS.declined, { nonUs: true });
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Card Number/ })).toHaveValue('');
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
    expect(screen.getByText('Your saved payment method: Visa ending in 4242')).toBeInTheDocument();
  });

  it('is reached from Account & Billing, as is the cart to change the plan', async () => {
    localStorage.setItem('ibid.token', 't');
    fakeApi({ 'GET /v4/Customer': () => customerFixture(), 'GET /v4/PaymentMethod': () => SAVED, ...SANDBOX_CONFIG });
    const { user } = renderApp('/settings');
    expect(await screen.findByRole('link', { name: 'Change my plan' })).toHaveAttribute('href', '/cart-step-2');
    await user.click(screen.getByRole('link', { name: 'Update my payment method' }));
    await screen.findByRole('group', { name: 'New payment method' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeInTheDocument();
  });
});

describe('the cart screens have no serious accessibility problem', () => {
  const expired = customerFixture({ subscriptionState: 'expired', expirationDate: days(-3), isRecurring: false });
  it.each([
    ['Subscription Settings (new customer)', '/cart-step-2', undefined, 'Transaction preview'],
    ['Subscription Settings (expired)', '/cart-step-2', expired, 'Transaction preview'],
    ['Payment (new customer)', '/cart-step-3', undefined, 'Transaction preview'],
    ['Payment (expired, no saved method)', '/cart-step-3', expired, 'Transaction preview'],
    ['Payment Method', '/payment-method', customerFixture(), 'New payment method'],
  ] as const)('%s', async (_name, path, customer, ready) => {
    if (customer) localStorage.setItem('ibid.token', 't');
    fakeApi({ 'GET /v4/Customer': () => customer, 'GET /v4/PaymentMethod': () => null, ...cartHandlers(customer) });
    renderApp(path);
    await screen.findByRole(ready === 'Transaction preview' ? 'region' : 'group', { name: ready });
    await waitFor(() => expect(screen.queryByText('Pricing your cart…')).not.toBeInTheDocument());
    expect(await seriousViolations()).toEqual([]);
  });

  it('Receipt', async () => {
    sessionStorage.setItem(
      'ibid.receipt',
      JSON.stringify({
        purchase: { isSuccessful: true, purchaseID: 7, transactionID: 'sandbox_ch_1', newUserToken: 'x', errors: [] },
        cart: { products: [{ productID: 801, name: 'Annual', price: 95.99 }], subTotal: 95.99, discount: 0, tax: 0, grandTotal: 95.99, expirationDate: days(365), renewalMessage: 'Your account renews today.' },
        paymentMethod: 'Visa ending in 4242',
        newCustomer: true,
      }),
    );
    fakeApi({});
    renderApp('/cart-step-4');
    await screen.findByRole('heading', { level: 1, name: 'Thanks for purchasing' });
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });
});
