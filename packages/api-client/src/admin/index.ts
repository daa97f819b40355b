/**
 * `@hemma/api-client/admin`: the back office's client. A separate entry, so the storefront's bundle never carries
 * it (the storefront may not import it: eslint.config.js). Its types are the contract's (`@hemma/contract`).
 */
export * from './admin-http.ts';
export * from './admin-client.ts';
export * from './import-calls.ts';
export { isApiError, isNotFound, type ApiError } from '../requester.ts';
export * from './returns-calls.ts';
