/**
 * What the cart screens share: the signed-in customer (or a new one) and their saved payment method, the facts the
 * engine's visibility rules read, and the cart priced by the server for the current choices.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerKind, decodeCartOptions, isLapsedTrial, isRenewalPeriod, type Cart } from '@ibid/engine/commerce';
import { useMemo } from 'react';
import { cartApi, type CartAnswer, type CartChoices } from '../../api/cart';
import type { Customer } from '../../api/types';
import { useDebounced } from '../../state/use-debounced';
import { useSession } from '../../state/session';
import { cartQueryKeys } from './cart-state';

/** How long the choices settle before the cart is priced again (§4: after each option and zip-code change). */
export const CART_REFRESH_MS = 300;

/** The signed-in customer (none: a new customer) and their saved payment method. */
export function useCartCustomer() {
  const session = useSession();
  const signedIn = Boolean(session.token);
  const saved = useQuery({ queryKey: cartQueryKeys.paymentMethod, queryFn: cartApi.paymentMethod, enabled: signedIn });
  return {
    session,
    customer: session.customer,
    signedIn,
    /** Signed in, and the customer or the saved method not loaded yet. */
    loading: signedIn && (!session.customer || saved.isPending),
    savedMethod: saved.data ?? null,
  };
}

export type CartFacts = Pick<Cart, 'customerKind' | 'hasPaymentMethod' | 'cartOptions' | 'prioritySupport' | 'customerId' | 'currentRenewalPeriod' | 'monthlyOnly'>;

/** The facts of the engine's visibility rules, from the customer and the server's cart. */
export function cartFacts(customer: Customer | undefined, hasPaymentMethod: boolean, cart: CartAnswer, now: Date): CartFacts {
  const facts = customer
    ? { customerId: customer.id, role: customer.role, expirationDate: customer.expirationDate, isCancelled: customer.isCancelled, isRecurring: customer.isRecurring, renewalPeriod: customer.renewalPeriod, hasPaymentMethod }
    : { customerId: 0, role: 0, expirationDate: null, isCancelled: false, isRecurring: false, renewalPeriod: null, hasPaymentMethod: false };
  return {
    customerId: facts.customerId,
    customerKind: customerKind(facts, now),
    hasPaymentMethod: facts.hasPaymentMethod,
    cartOptions: decodeCartOptions(cart.cartOptionsEncoded),
    prioritySupport: cart.prioritySupport,
    currentRenewalPeriod: isRenewalPeriod(facts.renewalPeriod) ? facts.renewalPeriod : 0,
    monthlyOnly: isLapsedTrial(facts, now),
  };
}

/** The cart priced by the server for the choices once they settle; the last answer stays shown meanwhile. */
export function useCartPrice(choices: CartChoices, enabled = true) {
  const settledText = useDebounced(JSON.stringify(choices), CART_REFRESH_MS);
  const settled = useMemo(() => JSON.parse(settledText) as CartChoices, [settledText]);
  return useQuery({ queryKey: cartQueryKeys.cart(settled), queryFn: () => cartApi.cart(settled), placeholderData: keepPreviousData, enabled });
}

/** How the server takes payments (GET v4/Purchase/Config), read once per page: it does not change while it runs. */
export function usePurchaseConfig() {
  return useQuery({ queryKey: cartQueryKeys.config, queryFn: cartApi.config, staleTime: Infinity }).data;
}
