export { apiPlugin, type ApiOptions } from './http/api-plugin.ts';
export { openDatabase, type DatabaseHandle, type Db, type PoolFigures } from './db/database.ts';
export { databaseReadiness, migrateToLatest, pendingMigrations } from './db/migrate.ts';
export {
  cacheLookups,
  countCacheLookup,
  type Figure,
  registerFigure,
  registeredFigures,
  searchIndexBuiltTime,
} from './modules/observability/figures.ts';
export { createMailTransport, type MailTransport } from './modules/mail/mail-transport.ts';
export { CURRENT_SCRYPT, hashPassword } from './modules/credentials/password-hash.ts';
export {
  createNonce,
  inlineHashes,
  type InlineHashes,
  type PageSources,
  registerSecurityHeaders,
  renderedInlineHashes,
  usePagePolicy,
} from './http/security-headers.ts';
export { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
export { createMediaStore, readS3MediaEnv, type S3MediaSettings } from './modules/media/media-settings.ts';
export { compressBody, preferredEncoding } from './http/compress.ts';
export { SURROGATE_KEY } from './http/http-caching.ts';
export { cacheTags, createCatalogueWatch, type CachePurges } from './use-cases/catalog/cache-tags.ts';
export { answerClientError } from './http/client-errors.ts';
export { createSearchEngine } from './use-cases/search/search-engine.ts';
export type { CatalogueSearchEngine, SearchGeneration } from './use-cases/search/engine-port.ts';
export type { WorkSignal } from './use-cases/mail/outbox-worker.ts';
export { createSandboxPickupPoints } from './modules/shipping/pickup-points.ts';
export {
  createPostnordPickupPoints,
  PickupPointsUnavailable,
  type PickupPointStore,
} from './modules/shipping/postnord-pickup-points.ts';
export {
  createMemoryRequestCounter,
  type RequestCounter,
  type RequestCounterFactory,
} from './modules/api-keys/request-counter.ts';
export type {
  AttemptToReserve,
  LoginAttemptStore,
  LoginAttemptStoreFactory,
  LoginAttemptScope,
  Reservation,
} from './modules/credentials/login-attempt-repository.ts';
