/**
 * Stripe.js, for a server whose payments go through Stripe (GET v4/Purchase/Config): the card is typed into Stripe's
 * own field (Elements, an iframe of js.stripe.com), and Stripe gives back a payment method id for Ibid's api, so the
 * card number never reaches Ibid. Loaded from Stripe when first needed, as Stripe requires (never bundled). Only what
 * the payment form calls is typed here.
 */

export interface StripeCardElement {
  mount(element: HTMLElement): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message: string } }) => void): void;
  clear(): void;
  destroy(): void;
}

export interface StripeJs {
  elements(): { create(type: 'card', options?: { hidePostalCode?: boolean }): StripeCardElement };
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details: { name: string; address?: { postal_code?: string } };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let loading: Promise<void> | undefined;

/** Stripe.js for a publishable key, its script added to the page once. */
export async function loadStripeJs(publishableKey: string): Promise<StripeJs> {
  loading ??= window.Stripe
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = STRIPE_JS_URL;
        script.onload = () => resolve();
        script.onerror = () => {
          loading = undefined;
          reject(new Error('Stripe could not be reached to take your card. Check your connection and try again.'));
        };
        document.head.append(script);
      });
  await loading;
  if (!window.Stripe) throw new Error('Stripe could not be reached to take your card. Check your connection and try again.');
  return window.Stripe(publishableKey);
}
