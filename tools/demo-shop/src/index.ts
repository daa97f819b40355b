// The deterministic demo shop: the same input gives the same rows and the same images (README, docs/design.md).
// `npm run db:seed` runs it on the configured database; the API's tests seed their databases with it.
export { isDatabaseEmpty, seedDemoShop, type SeedOptions, type SeedResult } from './seed-demo-shop.ts';
export { DEMO_CUSTOMER, DEMO_OWNER } from './customers.ts';
