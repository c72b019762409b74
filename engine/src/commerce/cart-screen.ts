/** What Subscription Settings and Payment show (purchase spec §2, §4): the visibility rules and the button label. */
import type { Cart, CartTotals } from './cart.js';

type CartFacts = Pick<Cart, 'customerKind' | 'hasPaymentMethod' | 'cartOptions' | 'prioritySupport'>;

/**
 * The promo code input: shown to free-trial, non-recurring and expired customers, to others only without a saved
 * payment method; hidden when the cart options disable promo codes (we read that for every customer: an option
 * that disables codes is not bypassed by saving a card), and replaced by a confirmation line once a code applies.
 */
export function showPromoCodeInput(cart: CartFacts, totals?: Pick<CartTotals, 'promoLabel'>): boolean {
  if (totals?.promoLabel || cart.cartOptions.disablePromoCode) return false;
  const offered = cart.customerKind === 'free-trial' || cart.customerKind === 'non-recurring' || cart.customerKind === 'expired';
  return offered || !cart.hasPaymentMethod;
}

/** The priority-support section: hidden only from a recurring renewal that has not put priority support in the cart. */
export function showPrioritySupportSection(cart: CartFacts): boolean {
  return cart.customerKind !== 'recurring' || cart.prioritySupport;
}

export const PRIMARY_BUTTON_LABELS = {
  next: 'Next: Payment Information',
  update: 'Update Subscription Settings',
} as const;

/**
 * Subscription Settings' primary button: an existing, recurring, non-expired, non-trial renewal with a saved
 * payment method updates the settings without paying again; everyone else goes on to payment.
 */
export function primaryButtonLabel(cart: CartFacts): string {
  return cart.customerKind === 'recurring' && cart.hasPaymentMethod ? PRIMARY_BUTTON_LABELS.update : PRIMARY_BUTTON_LABELS.next;
}

/** §2: when the balance is fully covered the payment fields give way to a congratulations message. */
export function isBalanceCovered(totals: Pick<CartTotals, 'grandTotal'>): boolean {
  return totals.grandTotal <= 0;
}

/** §9: the cart's delays, in milliseconds. */
export const CART_DELAYS = {
  /** Before navigating between cart steps. */
  stepNavigation: 66,
  /** Before a payment field validates after blur. */
  fieldValidation: 750,
} as const;
