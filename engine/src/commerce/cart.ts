/**
 * The cart (purchase spec §3-4, §9): assembled from the customer and their choices, then totalled. The screens
 * show it and the api recomputes it from the same rules; a total sent by a client is never used.
 */
import { fail, ok, type Result } from '../result.js';
import { cartOptionsFor, decodeCartOptions, isLapsedTrial, type CartOptions } from './cart-options.js';
import { RENEWAL_MESSAGES, expirationPreview, formatCartDate, type ExpirationPreview } from './expiration.js';
import { formatDollars, type Cents } from './money.js';
import { cartPrices, PRICES, productLine, type CartPrices, type CartProduct, type PriceTable } from './prices.js';
import { proRatedPrioritySupportPrice } from './priority-support.js';
import { RENEWAL_TYPES, type RenewalPeriodId } from './products.js';
import { promoAppliedLabel, promoDiscount, type PromotionalCode } from './promo-code.js';
import { isRenewalPeriod, normalizeRenewal, type RenewalTypeId } from './renewal.js';
import { ACCOUNT_ROLES, displayedRenewalDate, subscriptionState, type SubscriptionFacts } from './subscription.js';
import { chargesTax, taxFor } from './tax.js';

/** The customer kinds the purchase flow treats differently (§1). */
export const CUSTOMER_KINDS = ['new', 'free-trial', 'recurring', 'non-recurring', 'expired'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/** What the cart needs to know of a customer. A new customer has customerId 0 and role 0. */
export interface CartCustomer extends SubscriptionFacts {
  customerId: number;
  renewalPeriod?: number | null;
  renewalType?: number | null;
  hasPrioritySupport?: boolean;
  hasPaymentMethod: boolean;
}

/**
 * The customer's kind: new (id 0), expired (expiration date before today, trials included), free trial, recurring
 * (renews automatically and has not cancelled) or non-recurring (manual, cancelled, or an account never started).
 */
export function customerKind(customer: CartCustomer, now: Date): CustomerKind {
  if (customer.customerId === 0) return 'new';
  const state = subscriptionState(customer, now);
  if (state === 'expired') return 'expired';
  if (state === 'free-trial') return 'free-trial';
  return state === 'active' && customer.isRecurring ? 'recurring' : 'non-recurring';
}

/** The choices of Subscription Settings; anything left out takes the customer's current setting. */
export interface CartChoices {
  renewalPeriod?: number | null;
  renewalType?: number | null;
  prioritySupport?: boolean;
  /** The decoded cart options, or the encoded string from the cart link. */
  cartOptions?: CartOptions | string | null;
  /** Set once a 3FREE referral code is applied. */
  referringCustomerId?: number | null;
}

export type CartPurpose = 'subscription' | 'priority-support';

export interface Cart {
  purpose: CartPurpose;
  customerId: number;
  customerKind: CustomerKind;
  /** An existing paid customer buying again (not a new customer, not a free trial). */
  isRenewal: boolean;
  hasPaymentMethod: boolean;
  /** The customer's period before this purchase; 0 when they have none. */
  currentRenewalPeriod: RenewalPeriodId | 0;
  currentExpirationDate: string | null;
  renewalPeriod: RenewalPeriodId;
  renewalType: RenewalTypeId;
  prioritySupport: boolean;
  /** First the subscription, then priority support when chosen; a priority-support purchase has that line alone. */
  products: CartProduct[];
  prices: CartPrices;
  annualSubscriptionPrice: Cents;
  cartOptions: CartOptions;
  /** A free trial expired 6 or more days: the cart offers the month only, with no promo code (§6). */
  monthlyOnly: boolean;
  referringCustomerId: number;
}

export type CartRefusal = 'period-not-offered' | 'login-required' | 'no-subscription';

/** §4: the monthly option shows when the options enable it for this very customer, or they are already monthly. */
export function isMonthlyOffered(cart: Pick<Cart, 'cartOptions' | 'customerId' | 'currentRenewalPeriod' | 'monthlyOnly'>): boolean {
  const enabledForCustomer = cart.cartOptions.enableMonthly && cart.cartOptions.customerID === cart.customerId;
  return cart.monthlyOnly || enabledForCustomer || cart.currentRenewalPeriod === 1;
}

/** The periods the customer may pick, longest first: the month only for a lapsed trial. */
export function offeredRenewalPeriods(cart: Pick<Cart, 'cartOptions' | 'customerId' | 'currentRenewalPeriod' | 'monthlyOnly'>): RenewalPeriodId[] {
  if (cart.monthlyOnly) return [1];
  return isMonthlyOffered(cart) ? [4, 2, 3, 1] : [4, 2, 3];
}

const toIsoDate = (d: string | Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function cartBase(customer: CartCustomer, options: CartOptions, now: Date) {
  const current = customer.renewalPeriod;
  const monthlyOnly = isLapsedTrial(customer, now);
  return {
    customerId: customer.customerId,
    customerKind: customerKind(customer, now),
    isRenewal: customer.customerId !== 0 && customer.role === ACCOUNT_ROLES.FULL_ACCESS,
    hasPaymentMethod: customer.hasPaymentMethod,
    currentRenewalPeriod: isRenewalPeriod(current) ? current : (0 as const),
    currentExpirationDate: toIsoDate(customer.expirationDate),
    // A lapsed trial gets its monthly-only, no-promo-code options even when the cart link carried none.
    cartOptions: monthlyOnly ? cartOptionsFor(customer, now) : options,
    monthlyOnly,
  };
}

/**
 * The cart for a customer's choices: period and renewal (period 0 is annual auto, monthly is always auto), the
 * subscription line and, when chosen, priority support at the listed prices. Refuses a period not offered to them.
 */
export function assembleCart(customer: CartCustomer, choices: CartChoices, now: Date, prices: PriceTable = PRICES): Result<Cart, CartRefusal> {
  const options = typeof choices.cartOptions === 'string' || !choices.cartOptions ? decodeCartOptions(choices.cartOptions) : choices.cartOptions;
  const base = cartBase(customer, options, now);
  const wanted = choices.renewalPeriod ?? (base.monthlyOnly ? 1 : customer.renewalPeriod);
  const { renewalPeriod, renewalType } = normalizeRenewal(wanted, choices.renewalType ?? customer.renewalType ?? RENEWAL_TYPES.AUTO);
  if (!offeredRenewalPeriods(base).includes(renewalPeriod)) {
    return fail('period-not-offered', `The ${renewalPeriod === 1 ? 'monthly' : 'chosen'} subscription is not offered to this account.`);
  }
  const prioritySupport = choices.prioritySupport ?? customer.hasPrioritySupport ?? false;
  const products = [productLine(renewalPeriod, 'subscription', prices)];
  if (prioritySupport) products.push(productLine(renewalPeriod, 'priority-support', prices));
  return ok({
    ...base,
    purpose: 'subscription',
    renewalPeriod,
    renewalType,
    prioritySupport,
    products,
    prices: cartPrices(prices),
    annualSubscriptionPrice: prices[801],
    referringCustomerId: choices.referringCustomerId ?? 0,
  });
}

/**
 * The cart of a priority-support-only purchase (/cart-priority-support): one priority-support line at the
 * pro-rated price, for a signed-in customer whose subscription has not expired.
 */
export function assemblePrioritySupportCart(customer: CartCustomer, now: Date, prices: PriceTable = PRICES): Result<Cart, CartRefusal> {
  if (customer.customerId === 0) return fail('login-required', 'Log in to add priority support.');
  const base = cartBase(customer, decodeCartOptions(null), now);
  if (base.customerKind === 'expired' || !customer.expirationDate) return fail('no-subscription', 'Priority support is added to a subscription that has not expired.');
  const { renewalPeriod, renewalType } = normalizeRenewal(customer.renewalPeriod, customer.renewalType);
  const line = productLine(renewalPeriod, 'priority-support', prices);
  return ok({
    ...base,
    purpose: 'priority-support',
    renewalPeriod,
    renewalType,
    prioritySupport: true,
    products: [{ ...line, price: proRatedPrioritySupportPrice(customer.expirationDate, now) }],
    prices: cartPrices(prices),
    annualSubscriptionPrice: prices[801],
    referringCustomerId: 0,
  });
}

export interface CartTotals {
  subTotal: Cents;
  subTotalDisplay: string;
  discount: Cents;
  tax: Cents;
  grandTotal: Cents;
  chargeTax: boolean;
  /** The applied code, when it gave a discount. */
  promotionalCode: string | null;
  /** The confirmation line that replaces the promo input, once a code or referral is applied. */
  promoLabel: string | null;
}

/**
 * Subtotal, discount, tax and total in cents: the promo code comes off the subtotal (never on a priority-support
 * purchase, which is pro-rated instead), and 9.75 percent tax is charged on what is left when the zip sets
 * chargeTax.
 */
export function cartTotals(cart: Pick<Cart, 'products' | 'purpose' | 'referringCustomerId'>, promo: PromotionalCode | null | undefined, zipCode: string | null | undefined): CartTotals {
  const subTotal = cart.products.reduce((sum, p) => sum + p.price, 0);
  const applied = cart.purpose === 'subscription' ? promo : undefined;
  const discount = promoDiscount(subTotal, applied);
  const chargeTax = chargesTax(zipCode ?? undefined);
  const tax = taxFor(subTotal - discount, chargeTax);
  const label = cart.referringCustomerId ? promoAppliedLabel({ referringCustomerId: cart.referringCustomerId }) : applied ? promoAppliedLabel(applied) : null;
  return {
    subTotal,
    subTotalDisplay: formatDollars(subTotal),
    discount,
    tax,
    grandTotal: subTotal - discount + tax,
    chargeTax,
    promotionalCode: applied ? applied.code : null,
    promoLabel: label,
  };
}

/**
 * The cart's expiration preview: from today for a new purchase or an expired subscription, else from the expiry.
 * Priority support alone buys no time: the subscription's own expiry and renewal stand.
 */
export function cartExpirationPreview(cart: Pick<Cart, 'purpose' | 'customerKind' | 'currentExpirationDate' | 'renewalPeriod' | 'renewalType' | 'referringCustomerId'>, now: Date): ExpirationPreview {
  if (cart.purpose === 'priority-support' && cart.currentExpirationDate) {
    const expirationDate = new Date(cart.currentExpirationDate);
    const auto = cart.renewalType === RENEWAL_TYPES.AUTO;
    const renewalDate = displayedRenewalDate({ isRecurring: auto, expirationDate }) ?? expirationDate;
    return { expirationDate, renewalDate, message: RENEWAL_MESSAGES.extends[auto ? 'auto' : 'manual'](formatCartDate(renewalDate)) };
  }
  const startsToday = cart.customerKind === 'new' || cart.customerKind === 'free-trial' || cart.customerKind === 'expired';
  return expirationPreview({ ...cart, startsToday }, now);
}
