// What a seed of the shop's database needs from the API (`@hemma/api/seeding`; the demo shop in tools/demo-shop):
// open and migrate the database, the table types its rows are checked against, and the repositories of the rows
// that carry rules (customers and staff with hashed passwords, coupons, reviews, price history), and the picture
// store the rendered pictures go to when it is a bucket (decision 0053). Nothing else of the API.
export { openDatabase, type DatabaseHandle, type Db } from './db/database.ts';
export { migrateToLatest } from './db/migrate.ts';
export { copyFolderToStore } from './modules/media/copy-folder.ts';
export { mediaStoreFromEnv, readS3MediaEnv } from './modules/media/media-settings.ts';
export type { CatalogTables, Database } from './db/schema.ts';
export { hashPassword } from './modules/credentials/password-hash.ts';
export { createCouponRepository, type NewCoupon } from './modules/coupon/coupon-repository.ts';
export { createCustomerRepository } from './modules/customer/customer-repository.ts';
export { ean13CheckDigit } from './modules/customer/loyalty-card.ts';
export { createPricingRepository, type NewPriceHistoryRow } from './modules/pricing/pricing-repository.ts';
export { createReviewRepository, type NewReview } from './modules/review/review-repository.ts';
export { createStaffRepository } from './modules/staff/staff-repository.ts';
