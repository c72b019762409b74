/** `@ibid/engine/validation`: the form rules the api, the add-in and the extension share. */
export * from './email.js';
export * from './share-emails.js';
export * from './date-picker.js';
export * from './messages.js';
export * from './payment-card.js';
export * from './bank-account.js';
export * from './payment-form.js';
