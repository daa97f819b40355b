// What the micro benchmarks in bench/ set against the libraries that could replace them (`@hemma/api/bench`, decision
// 0064): the hand-written parts themselves. Nothing of the API uses this file.
export { readCookie, setCookie } from './http/admin/cookies.ts';
export { compressBody } from './http/compress.ts';
export { createNonce, pagePolicy, registerSecurityHeaders, usePagePolicy } from './http/security-headers.ts';
export { CsvReader } from './use-cases/catalog-import/csv.ts';
