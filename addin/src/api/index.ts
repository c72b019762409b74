/** The api client, for the extension too (it sets `baseUrl`, `clientId` and `token` with `configureHttp`). */
export * from './http';
export * from './account';
export * from './library';
export type * from './types';
