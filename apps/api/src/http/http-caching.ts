import { hash } from 'node:crypto';
import type { OutgoingHttpHeader } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheTags } from '../use-cases/catalog/cache-tags.ts';
import { compressAnswer, compressOnce, preferredEncoding, type Encoded } from './compress.ts';
import { ENCODED_ANSWERS_BYTES, EncodedAnswers } from './encoded-answers.ts';
import { securityHeaderList, type SecurityHeaderList } from './security-headers.ts';

/**
 * How long a public answer may be kept by shared caches (a CDN, the page cache's API calls): a minute fresh, then
 * five more served stale while one request fetches it anew. Browsers keep nothing without asking (max-age=0) and
 * ask with the ETag, so a repeat costs a 304.
 */
export const PUBLIC_S_MAXAGE_S = 60;
export const PUBLIC_STALE_S = 300;

/** HTTP header names: Fastly's Surrogate-Key (space separated) and Cloudflare's Cache-Tag (comma separated). */
export const SURROGATE_KEY = 'surrogate-key';
const CACHE_TAG = 'cache-tag';
/** A CDN's limit on the header (Fastly: 16 KB); past it the answer is tagged `lists` only. */
const MAX_KEYS_BYTES = 8_000;

/** The surrogate-key headers of an answer: its keys space separated (Fastly) and comma separated (Cloudflare). */
export interface SurrogateHeaders {
  readonly spaced: string;
  readonly commas: string;
}

/** The headers of an answer's surrogate keys, once per answer (a reused answer keeps them, issue 32). */
export function surrogateHeaders(keys: readonly string[]): SurrogateHeaders | null {
  let unique = [...new Set(keys)];
  if (unique.join(' ').length > MAX_KEYS_BYTES) unique = [cacheTags.lists];
  return unique.length > 0 ? { spaced: unique.join(' '), commas: unique.join(',') } : null;
}

const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_S_MAXAGE_S}, stale-while-revalidate=${PUBLIC_STALE_S}`;

/**
 * Marks a GET answer as the same for everyone who asks this URL: cacheable by shared caches for a minute, tagged with
 * its surrogate keys. An answer asked with credentials (a token, a group token in the query) stays private.
 */
export function publicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: readonly string[] | SurrogateHeaders | null,
): void {
  if (isPersonal(request)) {
    reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    return;
  }
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  const headers = keys === null || 'spaced' in keys ? keys : surrogateHeaders(keys);
  if (headers) {
    reply.header(SURROGATE_KEY, headers.spaced);
    reply.header(CACHE_TAG, headers.commas);
  }
}

const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** The headers `publicAnswer` gives an answer, as a list: for a request with credentials, or one without. */
function publicHeaderList(personal: boolean, headers: SurrogateHeaders | null): string[] {
  if (personal) return ['cache-control', PERSONAL_CACHE_CONTROL];
  const list = ['cache-control', PUBLIC_CACHE_CONTROL];
  if (headers) list.push(SURROGATE_KEY, headers.spaced, CACHE_TAG, headers.commas);
  return list;
}

function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const query = request.query as Record<string, unknown> | undefined;
  return query !== undefined && (query.groupToken !== undefined || query.token !== undefined);
}

/** A weak validator of the bytes sent: equal answers, equal tags, whichever process made them. */
function etagOf(body: string | Buffer): string {
  // One call, no Hash object (issue 32).
  return `W/"${hash('sha1', body, 'base64url').slice(0, 22)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag.replace(/^W\//, ''));
}

/** One encoding of an answer: its bytes and the headers that describe them (type, length, ETag…). */
interface PreparedForm {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
  /** Bytes of a first pass (compress.ts): the next send starts the full one. */
  readonly provisional: boolean;
  /** A prepared answer's form: the headers written after the reply's own, once made per kind of request (`Tail`). */
  readonly tails: Map<SecurityHeaderList, Tail[]> | null;
}

/**
 * The headers written after a reply's own, in order: a public answer's cache headers (when the route's are handed
 * over, `PublicHeaders`), the form's (less a 304's body headers), the security headers; and their names, whose own
 * headers they replace.
 */
interface Tail {
  readonly list: readonly string[];
  readonly names: ReadonlySet<string>;
}

/** A public answer's surrogate-key headers handed to `sendPrepared`, so its cache headers are part of the `Tail`. */
export interface PublicHeaders {
  readonly surrogate: SurrogateHeaders | null;
}

/**
 * The bytes of an answer sent again and again (a use case's cached result, decision 0031 and issue 32): its ETag,
 * its compressed forms and their headers are made once, the first time each is needed, instead of hashing and
 * compressing the same bytes and working out the same headers for every request.
 */
export interface PreparedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  /** Per encoding, the bytes with their headers, once made. */
  readonly forms: Map<string, PreparedForm>;
  /** Per encoding, the pass being made (concurrent first requests share one) or the full pass that replaced a first. */
  readonly passes: Map<string, Promise<unknown>>;
}

export function prepareAnswer(body: Buffer): PreparedAnswer {
  return { body, etag: etagOf(body), forms: new Map(), passes: new Map() };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const VARY = 'Accept-Encoding, Authorization';

/** An answer's form; without an ETag for one nobody may keep (a cart change's). */
function formOf(encoded: Encoded, etag?: string, prepared = false): PreparedForm {
  return {
    body: encoded.body,
    headers: {
      'content-type': JSON_TYPE,
      vary: VARY,
      ...(etag === undefined ? {} : { etag }),
      'content-length': String(encoded.body.length),
      ...(encoded.encoding ? { 'content-encoding': encoded.encoding } : {}),
    },
    provisional: encoded.provisional === true,
    tails: prepared ? new Map() : null,
  };
}

/**
 * A prepared answer's form for an Accept-Encoding: at once when made before. A large answer's first form is a first
 * pass (a new search is mostly asked once); when it is sent again, the full pass is made on the pool and replaces it.
 */
function preparedForm(
  answer: PreparedAnswer,
  acceptEncoding: string | undefined,
): PreparedForm | Promise<PreparedForm> {
  const key = preferredEncoding(acceptEncoding) ?? 'identity';
  const made = answer.forms.get(key);
  if (made) {
    if (made.provisional && !answer.passes.has(key))
      answer.passes.set(
        key,
        Promise.resolve(compressAnswer(answer.body, JSON_TYPE, acceptEncoding)).then((encoded) =>
          keepForm(answer, key, encoded),
        ),
      );
    return made;
  }
  const pending = answer.passes.get(key) as Promise<PreparedForm> | undefined;
  if (pending) return pending;
  const encoded = compressAnswer(answer.body, JSON_TYPE, acceptEncoding, true);
  if (!(encoded instanceof Promise)) return keepForm(answer, key, encoded);
  const pass = encoded.then((made) => keepForm(answer, key, made)).finally(() => answer.passes.delete(key));
  answer.passes.set(key, pass);
  return pass;
}

/**
 * Keeps a prepared answer's form for an encoding. A function of its own rather than a closure made per request: the
 * server's TypeScript loader gives every named closure its name at run time, a property definition each time
 * (issue 32).
 */
function keepForm(answer: PreparedAnswer, key: string, encoded: Encoded): PreparedForm {
  const form = formOf(encoded, answer.etag, true);
  answer.forms.set(key, form);
  return form;
}

/** Headers that describe a body, left out of a 304. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * Writes an answer's bytes and headers straight to the socket, as the per-answer hooks would have sent them: the
 * reply's own headers (request id, cache-control, surrogate keys) and the security headers are added, a matching
 * If-None-Match gets its 304, a HEAD no body. The request's metrics and log line come as for any answer
 * (onResponse hooks run for a hijacked reply too).
 *
 * The headers go to `writeHead` as one list — the reply's own, then the form's, then the security headers, each
 * name once, as merging them in that order would give — rather than an object merged anew for every request
 * (issue 32: with many requests under way, copying a dozen headers into fresh objects per answer showed). What
 * follows the reply's own headers is the same for every request of a kind (`Tail`): a prepared answer's form keeps
 * it, so a repeated answer only adds its request's own headers (the request id) to it.
 */
function writeForm(reply: FastifyReply, form: PreparedForm, shared?: PublicHeaders): FastifyReply {
  const { request } = reply;
  const own = reply.getHeaders();
  const security = securityHeaderList(own, form.headers['content-type'], request.protocol === 'https');
  const etag = form.headers.etag;
  const notModified = etag !== undefined && matches(request.headers['if-none-match'], etag);
  const personal = shared !== undefined && isPersonal(request);
  // Which tail: 304 or not, and without cache headers, a personal answer's or a public one's.
  const kind = (notModified ? 1 : 0) + (shared === undefined ? 0 : personal ? 2 : 4);
  let tails = form.tails?.get(security);
  if (tails === undefined) {
    tails = [];
    form.tails?.set(security, tails);
  }
  let tail = tails[kind];
  if (tail === undefined) {
    const cache = shared && publicHeaderList(personal, shared.surrogate);
    tails[kind] = tail = tailOf(form, security, notModified, cache);
  }
  const headers: OutgoingHttpHeader[] =
    own['cache-control'] === undefined && !tail.names.has('cache-control')
      ? ['cache-control', 'no-store']
      : [];
  for (const name in own) {
    const value = own[name];
    if (value === undefined || tail.names.has(name)) continue;
    if (!(notModified && BODY_HEADERS.has(name))) headers.push(name, value);
  }
  for (const part of tail.list) headers.push(part);
  reply.hijack();
  if (notModified) reply.raw.writeHead(304, headers).end();
  else {
    reply.raw.writeHead(200, headers);
    if (request.method === 'HEAD') reply.raw.end();
    else reply.raw.end(form.body);
  }
  return reply;
}

/** The headers after a reply's own for a form (`Tail`), with a public answer's cache headers first when given. */
function tailOf(
  form: PreparedForm,
  security: SecurityHeaderList,
  notModified: boolean,
  cache: readonly string[] | undefined,
): Tail {
  const list: string[] = cache ? [...cache] : [];
  for (const name in form.headers)
    if (!(notModified && BODY_HEADERS.has(name))) list.push(name, form.headers[name]!);
  list.push(...security.pairs);
  const names = new Set([...Object.keys(form.headers), ...security.names]);
  for (let i = 0; i < (cache?.length ?? 0); i += 2) names.add(cache![i]!);
  return { list, names };
}

/**
 * Sends a prepared answer (issue 32): its bytes and headers were made once, so none of the per-answer hooks' work is
 * done again. At once when its form for this Accept-Encoding exists. A public answer's surrogate keys (`shared`) are
 * handed over rather than set on the reply (`publicAnswer`): its cache headers are then made once with the rest.
 */
export function sendPrepared(
  reply: FastifyReply,
  answer: PreparedAnswer,
  shared?: PublicHeaders,
): FastifyReply | Promise<FastifyReply> {
  const form = preparedForm(answer, reply.request.headers['accept-encoding']);
  return form instanceof Promise
    ? form.then((made) => writeForm(reply, made, shared))
    : writeForm(reply, form, shared);
}

/**
 * Sends a JSON answer made for this request (a product, issue 32) the way a prepared one is sent: hashed for its
 * ETag, answered 304 to a request that has it, else compressed through `encodedAnswers` (the bytes of an equal
 * answer sent before) and written with its headers in one go, without the onSend hooks.
 */
export function sendAnswer(
  reply: FastifyReply,
  body: Buffer,
  encodedAnswers: EncodedAnswers,
): FastifyReply | Promise<FastifyReply> {
  const { request } = reply;
  const etag = etagOf(body);
  if (matches(request.headers['if-none-match'], etag)) return writeForm(reply, formOf({ body }, etag));
  const encoded = encodedAnswers.encode(etag, body, JSON_TYPE, request.headers['accept-encoding']);
  return encoded instanceof Promise
    ? encoded.then((made) => writeForm(reply, formOf(made, etag)))
    : writeForm(reply, formOf(encoded, etag));
}

/**
 * Sends the JSON answer of a call that changes something (a cart change, issue 32) in one go, with the headers the
 * per-answer hooks give it: nobody may keep it (no-store, no ETag — it answers this call only), so it is compressed
 * once with the fast pass (`compressOnce`), and written with `writeHead`/`end` instead of going through Fastify's serialisation and the
 * onSend hooks. The request's metrics and log line come from the onResponse hooks as for any answer.
 */
export function sendChangeAnswer(reply: FastifyReply, body: Buffer): FastifyReply | Promise<FastifyReply> {
  const encoded = compressOnce(body, JSON_TYPE, reply.request.headers['accept-encoding']);
  return encoded instanceof Promise
    ? encoded.then((made) => writeForm(reply, formOf(made)))
    : writeForm(reply, formOf(encoded));
}

/**
 * The API's HTTP caching rules, for every answer of `app`: nothing is kept unless the route said so
 * (`Cache-Control: no-store` by default — carts, accounts, orders, the back office); a GET that succeeded carries an
 * ETag and answers 304 to a request that has it; JSON over 1 KB is sent brotli- or gzip-compressed to clients that
 * accept it, with `Vary: Accept-Encoding` (and `Authorization`, which decides whether an answer is personal).
 */
export function registerHttpCaching(
  app: FastifyInstance,
  encodedAnswers = new EncodedAnswers(ENCODED_ANSWERS_BYTES),
): void {
  // A callback hook (issue 32): no promise for an answer whose bytes are made on the event loop.
  app.addHook(
    'onSend',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, value?: unknown) => void,
    ) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('application/json')) return done(null, payload);
      reply.header('vary', VARY);
      let etag: string | undefined;
      if ((request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200) {
        etag = etagOf(payload);
        reply.header('etag', etag);
        if (matches(request.headers['if-none-match'], etag)) {
          reply.code(304);
          reply.removeHeader('content-type');
          return done(null, '');
        }
      }
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const accept = request.headers['accept-encoding'];
      const send = (encoded: Encoded) => {
        if (!encoded.encoding) return done(null, payload);
        reply.header('content-encoding', encoded.encoding);
        reply.removeHeader('content-length');
        done(null, encoded.body);
      };
      // A GET's bytes may be those of an equal answer sent before; any other answer is sent once: the fast pass.
      const encoded =
        etag === undefined
          ? compressOnce(body, type, accept)
          : encodedAnswers.encode(etag, body, type, accept);
      if (encoded instanceof Promise) encoded.then(send, done);
      else send(encoded);
    },
  );
}
