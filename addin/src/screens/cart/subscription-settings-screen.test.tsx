import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../api/types';
import { customerFixture } from '../../testing/customers';
import { fakeApi, renderApp, type Handler } from '../../testing/render';
import { encodeCartOptions } from '@ibid/engine/commerce';
import { cartHandlers } from './cart-fixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function openCart(customer: Customer | undefined, { saved = false, handlers = {} }: { saved?: boolean; handlers?: Record<string, Handler> } = {}) {
  if (customer) localStorage.setItem('ibid.token', 't');
  const calls = fakeApi({
    'GET /v4/Customer': () => customer,
    'GET /v4/PaymentMethod': () => (saved ? { paymentMethodID: 1, paymentTypeID: 1, name: 'Visa ending in 4242', nameOnCard: 'Ada Lovelace', zipCode: '10001' } : null),
    ...cartHandlers(customer, saved),
    ...handlers,
  });
  return { calls, ...renderApp('/cart-step-2') };
}

const preview = () => screen.getByRole('region', { name: 'Transaction preview' });
const lengths = () => within(screen.getByRole('radiogroup', { name: 'Subscription length' })).getAllByRole('radio');

describe('Subscription Settings', () => {
  it("prices a new customer's annual plan and shows the server's tax and total once a Tennessee zip is entered", async () => {
    const { user } = openCart(undefined);
    await screen.findByRole('heading', { level: 1, name: 'Subscription Settings' });
    // The product, the subtotal and the total.
    await waitFor(() => expect(within(preview()).getAllByText('$95.99')).toHaveLength(3));
    expect(within(preview()).getByText('Annual')).toBeInTheDocument();
    expect(within(preview()).getByText(/^Your account renews today and is set to auto-renew on /)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '37203');
    // 9.75 percent of $95.99, rounded to the cent, then the total.
    expect(await within(preview()).findByText('$9.36')).toBeInTheDocument();
    expect(within(preview()).getByText('$105.35')).toBeInTheDocument();
    expect(screen.getByText('All charges are in US dollars. Payment will be processed today.')).toBeInTheDocument();
  });

  it('offers the three longer periods with their savings labels, and re-prices the preview when one is chosen', async () => {
    const { user } = openCart(undefined);
    await screen.findByRole('radiogroup', { name: 'Subscription length' });
    expect(lengths().map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Two Year: $155.99 (save 35 percent)',
      'Annual: $95.99 (save 20 percent)',
      'Semi-Annual: $49.99',
    ]);
    await user.click(screen.getByRole('radio', { name: /^Two Year/ }));
    expect(await within(preview()).findByText('Two Year')).toBeInTheDocument();
    expect(within(preview()).getAllByText('$155.99').length).toBeGreaterThan(0);
  });

  it('replaces the promo code input by its confirmation line once the server applies the code', async () => {
    const { user, calls } = openCart(undefined);
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'student20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('STUDENT20 applied!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
    // 20 percent of $95.99.
    expect(await within(preview()).findByText('-$19.20')).toBeInTheDocument();
    expect(within(preview()).getByText('$76.79')).toBeInTheDocument();
    expect(calls).toContain('POST /v4/Purchase/PromoCode');
  });

  it('keeps the input, with no message, when the promo code is refused', async () => {
    const { user, calls } = openCart(undefined);
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'FREEMONEY');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toContain('POST /v4/Purchase/PromoCode'));
    await waitFor(() => expect(screen.queryByTestId('loader')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a recurring customer with a saved method update the settings without paying: no promo code, no priority support offer', async () => {
    const customer = customerFixture({ expirationDate: daysFromNow(40), renewalPeriod: 2 });
    let sent: unknown;
    const { user } = openCart(customer, {
      saved: true,
      handlers: {
        'PUT /v4/Customer/Settings/Subscription': ({ body }) => {
          sent = body;
          return { ...customer, renewalPeriod: 4 };
        },
      },
    });
    const update = await screen.findByRole('button', { name: 'Update Subscription Settings' });
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Priority Support/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Two Year/ }));
    await user.click(update);
    expect(await screen.findByText('Your subscription settings have been updated.')).toBeInTheDocument();
    expect(sent).toEqual({ renewalPeriod: 4, renewalType: 1, prioritySupport: false });
  });

  it('offers promo codes, priority support and Next to an expired customer, and disables manual renewal for the month they are on', async () => {
    const customer = customerFixture({ subscriptionState: 'expired', expirationDate: daysFromNow(-3), renewalPeriod: 1, isRecurring: true });
    openCart(customer, { saved: true });
    expect(await screen.findByRole('button', { name: 'Next: Payment Information' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Add Priority Support/ })).toBeInTheDocument();
    expect(lengths()).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Manual renewal' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Automatic renewal' })).toBeChecked();
  });

  it('says why a cart kept from an earlier visit is refused, and starts over', async () => {
    sessionStorage.setItem('ibid.cart', JSON.stringify({ choices: { renewalPeriod: 1 } }));
    const { user } = openCart(undefined);
    expect(await screen.findByText('The monthly subscription is not offered to this account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('button', { name: 'Next: Payment Information' })).toBeInTheDocument();
  });

  it("offers the month to the customer the cart link's options enable it for, from the api's /cart link", async () => {
    const customer = customerFixture({ id: 5, isRecurring: false, expirationDate: daysFromNow(20) });
    localStorage.setItem('ibid.token', 't');
    const asked: (string | null)[] = [];
    const price = cartHandlers(customer)['GET /v4/Purchase/Cart']!;
    fakeApi({
      'GET /v4/Customer': () => customer,
      'GET /v4/PaymentMethod': () => null,
      'GET /v4/Purchase/Cart': (request) => {
        asked.push(request.url.searchParams.get('options'));
        return price(request);
      },
    });
    const options = encodeCartOptions({ disablePromoCode: false, enableMonthly: true, customerID: 5 });
    renderApp(`/cart?options=${options}`);
    await screen.findByRole('radiogroup', { name: 'Subscription length' });
    expect(lengths().map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toContain('One Month: $9.99');
    expect(asked.at(-1)).toBe(options);
  });

  it('goes on to Payment with Next', async () => {
    const { user } = openCart(undefined);
    await user.click(await screen.findByRole('button', { name: 'Next: Payment Information' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });
});
