/** `@ibid/engine/commerce`: money, products, prices, cart, promo codes, tax and subscription rules of the purchase flow. */
export * from './money.js';
export * from './products.js';
export * from './prices.js';
export * from './tax.js';
export * from './subscription.js';
export * from './renewal.js';
export * from './promo-code.js';
export * from './priority-support.js';
export * from './expiration.js';
export * from './cart-options.js';
export * from './cart.js';
export * from './cart-screen.js';
export * from './cart-json.js';
export * from './purchase-messages.js';
