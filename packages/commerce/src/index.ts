export * from './money.ts';
export * from './tax.ts';
export * from './format.ts';
export * from './slug.ts';
export * from './urls.ts';
export * from './images.ts';
export * from './constants.ts';
