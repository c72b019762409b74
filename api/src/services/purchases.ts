/**
 * Pricing and buying (purchase-and-paper-creation §4, §7): the cart is assembled and priced by the engine's rules
 * from the customer's record and their choices, on the server, every time: an amount a client sends is never read.
 * A purchase charges the gateway once per idempotency key, records the purchase, extends the subscription to the
 * date the cart previewed, and e-mails the receipt.
 */
import {
  ACCOUNT_ROLES,
  RENEWAL_TYPES,
  assembleCart,
  assemblePrioritySupportCart,
  cartExpirationPreview,
  cartJson,
  cartTotals,
  readPromoCode,
  showPromoCodeInput,
  type Cart,
  type CartCustomer,
  type CartTotals,
  type ExpirationPreview,
  type PromotionalCode,
  type PurchaseAnswer,
} from '@ibid/engine/commerce';
import type { Db } from '../db/prisma.js';
import { badRequest } from '../errors.js';
import { findPromoCode } from '../payments/promo-codes.js';
import { hashPassword } from './passwords.js';
import { subscriptionFacts } from './customers.js';

/** What a cart is asked for: the customer's choices on Subscription Settings and Payment. */
export interface CartRequest {
  purpose: 'subscription' | 'priority-support';
  renewalPeriod?: number | undefined;
  renewalType?: number | undefined;
  prioritySupport?: boolean | undefined;
  /** The encoded cart options from the cart link. */
  options?: string | undefined;
  /** The promo code entered (or a 3FREE referral). */
  promotionalCode?: string | undefined;
  zipCode?: string | undefined;
}

export interface PricedCart {
  cart: Cart;
  totals: CartTotals;
  promo: PromotionalCode | undefined;
  preview: ExpirationPreview;
}

/** The cart's view of a customer: a new one (id 0) when nobody is signed in. */
export async function cartCustomer(db: Db, customerId: number | undefined): Promise<CartCustomer & { email?: string }> {
  if (customerId === undefined) return { customerId: 0, role: ACCOUNT_ROLES.NOT_STARTED, expirationDate: null, isCancelled: false, isRecurring: false, hasPaymentMethod: false };
  const found = await db.customer.findUniqueOrThrow({ where: { id: customerId }, include: { subscription: true, paymentMethod: { select: { customerId: true } } } });
  return {
    ...subscriptionFacts(found),
    customerId: found.id,
    email: found.email,
    renewalPeriod: found.subscription?.renewalPeriod ?? null,
    renewalType: found.subscription ? (found.subscription.isRecurring ? RENEWAL_TYPES.AUTO : RENEWAL_TYPES.MANUAL) : null,
    hasPrioritySupport: found.subscription?.hasPrioritySupport ?? false,
    hasPaymentMethod: found.paymentMethod !== null,
  };
}

/**
 * The cart for a customer's choices, priced: a promo code is looked up here (a referral must name another customer
 * who exists), and refused where the cart offers no promo input.
 */
export async function priceCart(db: Db, customer: CartCustomer, request: CartRequest, now: Date): Promise<PricedCart> {
  const entered = readPromoCode(request.promotionalCode ?? '');
  let referringCustomerId: number | undefined;
  if (entered.kind === 'referral') {
    const referrer = await db.customer.findUnique({ where: { id: entered.referringCustomerId }, select: { id: true } });
    if (!referrer || referrer.id === customer.customerId) throw badRequest('promo-code-invalid', 'That promo code is not valid.');
    referringCustomerId = referrer.id;
  }
  const assembled =
    request.purpose === 'priority-support'
      ? assemblePrioritySupportCart(customer, now)
      : assembleCart(customer, { renewalPeriod: request.renewalPeriod, renewalType: request.renewalType, prioritySupport: request.prioritySupport, cartOptions: request.options, referringCustomerId }, now);
  if (!assembled.ok) throw badRequest(assembled.error.code, assembled.error.message);
  const cart = assembled.value;
  let promo: PromotionalCode | undefined;
  if (entered.kind !== 'empty') {
    if (!showPromoCodeInput(cart) || cart.purpose === 'priority-support') throw badRequest('promo-code-not-offered', 'Promo codes cannot be used on this purchase.');
    if (entered.kind === 'code') {
      promo = findPromoCode(entered.code);
      if (!promo) throw badRequest('promo-code-invalid', 'That promo code is not valid.');
    }
  }
  return { cart, totals: cartTotals(cart, promo, request.zipCode), promo, preview: cartExpirationPreview(cart, now) };
}

/** The cart as the calls answer it (§3), with what the screens show of the new expiry. */
export function cartAnswer({ cart, totals, preview }: PricedCart) {
  return {
    ...cartJson(cart, totals),
    promoLabel: totals.promoLabel,
    expirationDate: preview.expirationDate.toISOString(),
    renewalMessage: preview.message,
  };
}

/** A new customer's account, bought with their first purchase (a purchase without a session makes one). */
export interface NewCustomerFields {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  institution: string;
}

export const refused = (message: string): PurchaseAnswer => ({ isSuccessful: false, purchaseID: null, transactionID: null, newUserToken: null, errors: [message] });

/** A purchase already made with this key: its answer again, charging nothing (a retry, or a second click). */
export async function earlierPurchase(db: Db, idempotencyKey: string, customerId: number | undefined): Promise<PurchaseAnswer | undefined> {
  const found = await db.purchase.findUnique({ where: { idempotencyKey } });
  if (!found) return undefined;
  // Another customer's key is not this customer's purchase: refused without saying whose it is.
  if (customerId !== undefined && found.customerId !== customerId) throw badRequest('idempotency-key-used', 'This purchase key was already used. Reload the cart to buy again.');
  return { isSuccessful: true, purchaseID: found.id, transactionID: found.transactionId, newUserToken: null, errors: [] };
}

export interface PurchaseRecord {
  /** Undefined for a new customer, whose account the purchase makes. */
  customerId: number | undefined;
  newCustomer: NewCustomerFields | undefined;
  email: string;
  idempotencyKey: string;
  priced: PricedCart;
  transactionId: string | null;
  /** The method as the receipt names it ("Visa ending in 4242"). */
  paymentMethod: string;
  /** Stores a payment method entered with the purchase, in its transaction. */
  store: ((customerId: number, tx: Db) => Promise<unknown>) | undefined;
  now: Date;
}

/**
 * A paid (or fully covered) purchase recorded in one transaction: the new customer's account, the method entered
 * with it, the subscription moved to the previewed date (priority support alone keeps it), and the purchase itself.
 * The idempotency key is unique: a second request for the same purchase fails here, and answers the first.
 */
export async function recordPurchase(db: Db, record: PurchaseRecord) {
  const { cart, totals, preview } = record.priced;
  return db.$transaction(async (tx) => {
    const fields = record.newCustomer;
    const owner =
      record.customerId ??
      (
        await tx.customer.create({
          data: { email: record.email, firstName: fields!.firstName, lastName: fields!.lastName, institution: fields!.institution, passwordHash: await hashPassword(fields!.password), role: ACCOUNT_ROLES.FULL_ACCESS, createdAt: record.now },
        })
      ).id;
    await record.store?.(owner, tx as Db);
    const current = await tx.subscription.findUnique({ where: { customerId: owner } });
    const keepsTime = cart.purpose === 'priority-support' && current !== null;
    const expirationDate = keepsTime ? current.expirationDate : preview.expirationDate;
    const renewal = { isRecurring: cart.renewalType === RENEWAL_TYPES.AUTO, isCancelled: false, renewalPeriod: cart.renewalPeriod };
    const hasPrioritySupport = cart.prioritySupport || (current?.hasPrioritySupport ?? false);
    await tx.subscription.upsert({
      where: { customerId: owner },
      create: { customerId: owner, expirationDate, ...renewal, hasPrioritySupport },
      update: keepsTime ? { hasPrioritySupport } : { expirationDate, ...renewal, hasPrioritySupport },
    });
    await tx.customer.update({ where: { id: owner }, data: { role: ACCOUNT_ROLES.FULL_ACCESS } });
    return tx.purchase.create({
      data: {
        customerId: owner,
        idempotencyKey: record.idempotencyKey,
        transactionId: record.transactionId,
        productsJson: JSON.stringify(cart.products.map((p) => ({ productID: p.productID, name: p.name, priceCents: p.price }))),
        subtotalCents: totals.subTotal,
        discountCents: totals.discount,
        taxCents: totals.tax,
        totalCents: totals.grandTotal,
        promotionalCode: totals.promotionalCode ?? (cart.referringCustomerId ? `3FREE-${cart.referringCustomerId}` : ''),
        renewalPeriod: cart.renewalPeriod,
        renewalType: cart.renewalType,
        paymentMethod: record.paymentMethod,
        expirationDate,
        createdAt: record.now,
      },
      include: { customer: true },
    });
  });
}
