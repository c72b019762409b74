/**
 * The cart as the spec's calls carry it (purchase spec §3, §7): its field names, amounts in dollars with two
 * decimals (cents stay inside the engine), dates as ISO text and the options encoded. The fields only the server
 * knows (shoppingCartUserId, payment method, purchase and transaction ids) are the api's to add.
 */
import { encodeCartOptions } from './cart-options.js';
import type { Cart, CartTotals } from './cart.js';
import { centsToDollars } from './money.js';
import type { CartPrices } from './prices.js';
import type { ProductId, RenewalPeriodId } from './products.js';
import type { RenewalTypeId } from './renewal.js';

export interface CartJson {
  customerId: number;
  products: { productID: ProductId; name: string; price: number }[];
  prices: Record<keyof CartPrices, number>;
  annualSubscriptionPrice: number;
  renewalPeriod: RenewalPeriodId;
  renewalType: RenewalTypeId;
  prioritySupport: boolean;
  isRenewal: boolean;
  currentExpirationDate: string | null;
  subTotal: number;
  subTotalDisplay: string;
  tax: number;
  discount: number;
  grandTotal: number;
  chargeTax: boolean;
  promotionalCode: string | null;
  referringCustomerId: number;
  cartOptionsEncoded: string;
  /** Set on a priority-support-only cart: the pro-rated price it charges. */
  proRatedPrioritySupportPrice: number | null;
}

export function cartJson(cart: Cart, totals: CartTotals): CartJson {
  const prices = Object.fromEntries(Object.entries(cart.prices).map(([k, v]) => [k, centsToDollars(v)])) as CartJson['prices'];
  return {
    customerId: cart.customerId,
    products: cart.products.map((p) => ({ ...p, price: centsToDollars(p.price) })),
    prices,
    annualSubscriptionPrice: centsToDollars(cart.annualSubscriptionPrice),
    renewalPeriod: cart.renewalPeriod,
    renewalType: cart.renewalType,
    prioritySupport: cart.prioritySupport,
    isRenewal: cart.isRenewal,
    currentExpirationDate: cart.currentExpirationDate,
    subTotal: centsToDollars(totals.subTotal),
    subTotalDisplay: totals.subTotalDisplay,
    tax: centsToDollars(totals.tax),
    discount: centsToDollars(totals.discount),
    grandTotal: centsToDollars(totals.grandTotal),
    chargeTax: totals.chargeTax,
    promotionalCode: totals.promotionalCode,
    referringCustomerId: cart.referringCustomerId,
    cartOptionsEncoded: encodeCartOptions(cart.cartOptions),
    proRatedPrioritySupportPrice: cart.purpose === 'priority-support' ? centsToDollars(cart.products[0]?.price ?? 0) : null,
  };
}
