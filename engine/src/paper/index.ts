/** `@ibid/engine/paper`: rules for the papers Ibid builds (title page, reference list). */
export * from './running-head.js';
export * from './reference-list-title.js';
