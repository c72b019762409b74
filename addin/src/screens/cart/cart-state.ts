/**
 * The cart's client state (purchase spec §3): the choices of Subscription Settings, the applied promo code, the
 * zip code, the purchase's idempotency key and the receipt, in session storage so a reload keeps the step.
 */
import { atom } from 'jotai';
import type { CartAnswer, CartChoices, PurchaseAnswer } from '../../api/cart';
import { sessionJSONAtom } from '../../state/storage';

/** The subscription cart's choices; the priority-support cart has none. */
export type SubscriptionChoices = Omit<CartChoices, 'purpose'>;

export interface AppliedPromo {
  code: string;
  /** The confirmation line that replaced the input. */
  label: string;
}

export interface CartState {
  choices: SubscriptionChoices;
  promo?: AppliedPromo;
  /** The key of the purchase being attempted: kept across a retry, dropped once it succeeds or is refused. */
  idempotencyKey?: string;
}

export interface Receipt {
  purchase: PurchaseAnswer;
  /** The cart as last priced before the purchase. */
  cart: CartAnswer;
  paymentMethod: string;
  newCustomer: boolean;
}

const storedCartAtom = sessionJSONAtom<CartState>('ibid.cart');

export const cartStateAtom = atom(
  (get): CartState => get(storedCartAtom) ?? { choices: {} },
  (get, set, update: (state: CartState) => CartState) => set(storedCartAtom, update(get(storedCartAtom) ?? { choices: {} })),
);

export const receiptAtom = sessionJSONAtom<Receipt>('ibid.receipt');

/** The choices a cart of this purpose is priced for. */
export function cartChoices(state: CartState, purpose: CartChoices['purpose']): CartChoices {
  if (purpose === 'priority-support') return { purpose, zipCode: state.choices.zipCode };
  return { purpose, ...state.choices, promotionalCode: state.promo?.code };
}

/**
 * A random key for one purchase attempt (the api wants at least 16 characters): 128 random bits in hex, by
 * getRandomValues, which unlike randomUUID also works on a page served over plain http.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const cartQueryKeys = {
  cart: (choices: CartChoices) => ['cart', choices] as const,
  paymentMethod: ['payment-method'] as const,
  config: ['purchase-config'] as const,
};
