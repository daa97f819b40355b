import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_REFUSED, STAFF_LOGIN_REQUIRED } from '../src/use-cases/staff/staff-session.ts';
import { adminClient, loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { startUpload, type PartialUpload } from './support/partial-upload.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 29, defect 3: bodies of files were read whole into memory on every route, before anyone was authenticated
 * (20 unauthenticated 25 MB posts took the server from 325 to ~790 MB). Each refusal here is asked with a large
 * declared body of which only the first megabyte is sent: an answer proves the server did not wait for the rest,
 * so did not read it — before the fix no answer came, the server waiting for the body it meant to keep.
 */
const api = useTestApi();
let owner: AdminClient;
let orders: AdminClient;

const MB = 1024 * 1024;
/** Under the import's 25 MB, so that no size check can be what answers. */
const DECLARED = 24 * MB;

beforeAll(async () => {
  owner = await loginOwner(api);
  orders = await loginAs(api, owner, 'orders');
});

const cookieHeader = (client: AdminClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The headers of a staff user's browser; `csrf: false` leaves the CSRF token out. */
const staffHeaders = (client: AdminClient, { csrf = true } = {}) => ({
  cookie: cookieHeader(client),
  ...(csrf ? { 'x-csrf-token': client.csrf } : {}),
});

/** Sends the first megabyte of a `DECLARED`-byte body and waits for the answer; the rest is never sent. */
async function refusedAfterOneMegabyte(path: string, headers: Record<string, string>) {
  const upload = startUpload(`${api.baseUrl}${path}`, headers, DECLARED);
  try {
    // Not awaited: a server that reads nothing lets the socket's buffers fill before the megabyte is out.
    void upload.write(MB).catch(() => undefined);
    return await upload.answer(10_000, `POST ${path} waits for the whole body`);
  } finally {
    upload.abort();
  }
}

/** The files in the upload folder's per-request folders, with their sizes. */
function uploadFiles(): { path: string; size: number }[] {
  let folders: string[];
  try {
    folders = readdirSync(api.uploadDir);
  } catch {
    return [];
  }
  return folders.flatMap((folder) =>
    readdirSync(join(api.uploadDir, folder)).map((name) => {
      const path = join(api.uploadDir, folder, name);
      return { path, size: statSync(path).size };
    }),
  );
}

async function eventually<T>(what: string, look: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = look();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`not seen within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a file sent to a route that takes JSON', () => {
  it('is answered 415 at once, naming what the route takes, its body never read', async () => {
    for (const [path, type] of [
      ['/api/order', 'text/csv'],
      ['/api/order', 'application/octet-stream'],
      ['/api/cart/create', 'image/png'],
      ['/api/ext/newsletter', 'text/csv; charset=utf-8'],
      ['/graphql', 'application/octet-stream'],
      ['/api/ext/payment/callbacks/card', 'text/csv'],
    ] as const) {
      const answer = await refusedAfterOneMegabyte(path, { 'content-type': type });
      expect(answer.status, `${path} ${type}: ${JSON.stringify(answer.body)}`).toBe(415);
      const message =
        `Unsupported Media Type: POST ${path} takes a JSON body (Content-Type: application/json), ` +
        `not ${type.split(';')[0]}. Files are taken only by the upload routes`;
      // GraphQL answers in its own shape.
      expect(path === '/graphql' ? answer.body.errors[0]!.message : answer.body.result).toContain(message);
      if (path !== '/graphql') expect(answer.body.code).toBe(415);
    }
  });

  it('to a path no route answers is a 404, as without a body', async () => {
    const answer = await refusedAfterOneMegabyte('/api/no-such-thing', { 'content-type': 'text/csv' });
    expect(answer).toEqual({
      status: 404,
      body: { code: 404, result: 'No such API endpoint: POST /api/no-such-thing' },
    });
  });
});

describe('an upload refused by the staff check', () => {
  it('is answered before its body is read: no session 401, the orders role 403, no CSRF token 403', async () => {
    for (const [path, type] of [
      ['/api/admin/imports', 'text/csv'],
      ['/api/admin/imports', 'application/octet-stream'],
      ['/api/admin/imports?dry_run=true', 'application/json'],
      ['/api/admin/images', 'image/png'],
    ] as const) {
      const cases = [
        [{}, 401, STAFF_LOGIN_REQUIRED],
        [staffHeaders(adminClient(api)), 401, STAFF_LOGIN_REQUIRED],
        [staffHeaders(orders), 403, expect.stringMatching(/^The orders role may not manage /)],
        [staffHeaders(owner, { csrf: false }), 403, CSRF_REFUSED],
      ] as const;
      for (const [headers, status, message] of cases) {
        const answer = await refusedAfterOneMegabyte(path, { ...headers, 'content-type': type });
        expect(answer.status, `${path} ${type}: ${JSON.stringify(answer.body)}`).toBe(status);
        expect(answer.body).toEqual({ code: status, result: message });
      }
    }
  });
});

describe('an upload by staff', () => {
  it('is written to a temporary file as it comes in, and the file is gone once answered', async () => {
    // NUL bytes: the import refuses them as no text file as soon as it reads the file, without parsing.
    const upload: PartialUpload = startUpload(
      `${api.baseUrl}/api/admin/imports`,
      { ...staffHeaders(owner), 'content-type': 'application/octet-stream' },
      6 * MB,
      0,
    );
    try {
      await upload.write(3 * MB);
      // Half the file is on disk while the other half is not sent yet: it is not kept in memory until complete.
      const file = await eventually('3 MB of the upload in a file of the upload folder', () =>
        uploadFiles().find((f) => f.size >= 3 * MB),
      );
      expect(file.size).toBe(3 * MB);
      await upload.write(3 * MB);
      upload.end();
      const answer = await upload.answer(10_000, 'the import of a whole file');
      expect(answer).toEqual({
        status: 400,
        body: { code: 400, result: 'file: This is not a text file: send the catalogue as CSV or JSON.' },
      });
    } finally {
      upload.abort();
    }
    expect(uploadFiles()).toEqual([]);
    expect(readdirSync(api.uploadDir)).toEqual([]);
  });

  it('of no declared length is stopped at the limit with a 400, and nothing of it is kept', async () => {
    const upload = startUpload(
      `${api.baseUrl}/api/admin/images`,
      { ...staffHeaders(owner), 'content-type': 'image/png' },
      null,
    );
    try {
      // Written on while the answer is awaited; the server stops reading at 10 MB, and closes after 10 MB more.
      const writing = upload.write(30 * MB).catch(() => undefined);
      const answer = await upload.answer(20_000, 'an upload past its limit');
      expect(answer).toEqual({
        status: 400,
        body: { code: 400, result: 'image: the body is larger than the 10 MB an upload may have' },
      });
      upload.abort();
      await writing;
    } finally {
      upload.abort();
    }
    expect(readdirSync(api.uploadDir)).toEqual([]);
  });

  it('still imports a catalogue sent in pieces without a declared length', async () => {
    const csv = Buffer.from(
      'sku,parent_sku,type,name,price,special_price,tax_class,categories,brand,configurable_attributes,color,width,' +
        'qty,images,description\nUPL-LAMPA,,simple,Uppladdad lampa,495,,Taxable Goods,vardagsrum,,,,,3,,\n',
    );
    const response = await fetch(`${api.baseUrl}/api/admin/imports?file_name=lampa.csv&dry_run=true`, {
      method: 'POST',
      headers: { ...staffHeaders(owner), 'content-type': 'text/csv; charset=utf-8' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(csv.subarray(0, 40));
          controller.enqueue(csv.subarray(40));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const body = (await response.json()) as { result: unknown };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({ dry_run: true, format: 'csv', file_name: 'lampa.csv', rows: 1 });
    expect(readdirSync(api.uploadDir)).toEqual([]);
  });
});
