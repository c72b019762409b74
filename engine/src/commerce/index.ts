/** `@ibid/engine/commerce`: money, products and tax rules of the purchase flow. */
export * from './money.js';
export * from './products.js';
export * from './tax.js';
export * from './subscription.js';
