export * from './types.ts';
export * from './client.ts';
