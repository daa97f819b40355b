export * from './types.ts';
export * from './client.ts';
export * from './checkout-types.ts';
export * from './checkout-client.ts';
export * from './account-types.ts';
export * from './account-client.ts';
export * from './list-client.ts';
export * from './review-client.ts';
