export * from './types.ts';
export * from './client.ts';
export * from './checkout-types.ts';
export * from './checkout-client.ts';
