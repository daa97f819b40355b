// CPU per answer of the API's own HTTP parts against the Fastify plugins that would replace them (issue 36,
// decision 0064): security headers (ours / @fastify/helmet), compression (ours / @fastify/compress) and cookies
// (ours / @fastify/cookie). Four servers run at once, ours and one with each plugin in place of our part, each
// answering the same four routes:
//   small    a 300-byte JSON answer: the security headers, nothing to compress
//   json     a 40 kB JSON answer made per request, asked with `Accept-Encoding: br`: compression
//   page     a 60 kB HTML page with a fresh CSP nonce, brotli: the page policy and compression
//   cookie   a request with a cookie that the answer reads and sets anew
// CPU is read from each server process's own times (/proc/<pid>/stat), the rows alternating between the two servers
// round by round, so that both are measured under the same load of the machine. The plugins are the bench's
// devDependencies only: the API does not use them (decision 0064 says why).
//   npx tsx bench/http-libraries.ts [--requests 4000] [--rounds 3] [--connections 8]
import { constants as zlibConstants } from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import {
  compressBody,
  createNonce,
  pagePolicy,
  readCookie,
  registerSecurityHeaders,
  setCookie,
  usePagePolicy,
} from '@hemma/api/bench';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};

type Row = 'small' | 'json' | 'page' | 'cookie';
const PERMISSIONS =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';
const COOKIE_OPTIONS = { path: '/', maxAge: 3600, secure: false };

const small = () => ({ result: { id: 42, name: 'Soffa Linnea', price: 129_500, in_stock: true } });
const json = () => ({
  result: Array.from({ length: 160 }, (_, i) => ({
    sku: `SOFFA-${i}`,
    name: `Soffa nummer ${i}`,
    price: 4_995 + i * 10,
    url_path: `vardagsrum/soffor/soffa-nummer-${i}`,
    description: `En rymlig soffa i ull, ${i} cm bred, med löstagbara dynor och ben i ek.`,
  })),
});
const html = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">window.__data=1</script></head><body>${Array.from(
    { length: 600 },
    (_, i) => `<p class="tile">Produkt ${i}: soffa i ull, ${i} cm</p>`,
  ).join('')}</body></html>`;

type Part = 'helmet' | 'compress' | 'cookie';
const VARIANTS = ['ours', 'helmet', 'compress', 'cookie'] as const;
type Variant = (typeof VARIANTS)[number];
/** The rows each plugin is measured on. */
const ROWS_OF: Record<Part, readonly Row[]> = {
  helmet: ['small', 'page'],
  compress: ['json', 'page'],
  cookie: ['cookie'],
};

/**
 * A server with our parts (the root hook of security-headers.ts, compressBody in an onSend hook as the API's caching
 * hook and the storefront use it, cookies.ts) except the one `variant` names, which is the plugin, set up to send what
 * ours send (Permissions-Policy is not one of helmet's headers: our hook still sends it).
 */
async function build(app: FastifyInstance, variant: Variant) {
  if (variant === 'helmet') {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      // Ours only over HTTPS (RFC 6797 §7.2); helmet would send it on every answer.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS);
      return payload;
    });
  } else registerSecurityHeaders(app);
  if (variant === 'compress')
    await app.register(fastifyCompress, {
      threshold: 1024,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  else
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const type = String(reply.getHeader('content-type') ?? '');
      const encoded = await compressBody(body, type, request.headers['accept-encoding']);
      if (!encoded.encoding) return payload;
      reply.header('content-encoding', encoded.encoding).header('vary', 'Accept-Encoding');
      reply.removeHeader('content-length');
      return encoded.body;
    });
  if (variant === 'cookie') await app.register(fastifyCookie);

  app.get('/small', async () => small());
  app.get('/json', async () => json());
  if (variant === 'helmet') {
    // The page's policy as ours writes it, with helmet's nonces (one for scripts, one for styles) added.
    const directives = Object.fromEntries(
      pagePolicy('storefront')
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name!, sources];
        }),
    );
    app.get(
      '/page',
      { helmet: { enableCSPNonces: true, contentSecurityPolicy: { useDefaults: false, directives } } },
      async (_request, reply) => reply.type('text/html; charset=utf-8').send(html(reply.cspNonce.script)),
    );
  } else
    app.get('/page', async (_request, reply) => {
      const nonce = createNonce();
      usePagePolicy(reply, 'storefront', { nonce });
      return reply.type('text/html; charset=utf-8').send(html(nonce));
    });
  app.get('/cookie', async (request, reply) => {
    if (variant === 'cookie') {
      const value = request.cookies.hemma_refresh;
      reply.setCookie('hemma_refresh', `${value ?? ''}x`.slice(0, 40), {
        ...COOKIE_OPTIONS,
        httpOnly: true,
        sameSite: 'strict',
      });
    } else {
      const value = readCookie(request, 'hemma_refresh');
      setCookie(reply, 'hemma_refresh', `${value ?? ''}x`.slice(0, 40), COOKIE_OPTIONS);
    }
    return { result: true };
  });
}

async function serve(variant: Variant, port: number) {
  const app = Fastify({ logger: false });
  await build(app, variant);
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function start(variant: Variant, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', variant, '--port', String(port)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${variant} server exited (${code})`)));
  });
}

const headersOf = (row: Row): Record<string, string> =>
  row === 'json' || row === 'page'
    ? { 'accept-encoding': 'br, gzip' }
    : row === 'cookie'
      ? { cookie: 'theme=light; hemma_refresh=abcdef0123456789; other=1' }
      : {};

async function measure(port: number, pid: number, row: Row, amount: number, connections: number) {
  const before = cpuMs(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/${row}`,
    connections,
    amount,
    headers: headersOf(row),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${row} on ${port}: ${result.non2xx} non-2xx`);
  return (cpuMs(pid) - before) / amount;
}

async function compare() {
  const requests = Number(arg('requests', '4000'));
  const rounds = Number(arg('rounds', '3'));
  const connections = Number(arg('connections', '8'));
  const port = (variant: Variant) => 3591 + VARIANTS.indexOf(variant);
  const servers = new Map<Variant, ChildProcess>();
  try {
    for (const variant of VARIANTS) servers.set(variant, await start(variant, port(variant)));
    const pid = (variant: Variant) => servers.get(variant)!.pid!;
    const pairs = (Object.keys(ROWS_OF) as Part[]).flatMap((part) =>
      ROWS_OF[part].map((row) => ({ part, row })),
    );
    for (const { part, row } of pairs)
      for (const variant of ['ours', part] as const) {
        const response = await fetch(`http://127.0.0.1:${port(variant)}/${row}`, { headers: headersOf(row) });
        const bytes = (await response.arrayBuffer()).byteLength;
        const shown = ['content-encoding', 'content-security-policy', 'set-cookie'];
        console.log(
          `${variant.padEnd(8)} ${row.padEnd(6)} ${bytes} B | ` +
            shown.map((h) => `${h}: ${(response.headers.get(h) ?? '-').slice(0, 48)}`).join(' | '),
        );
        await measure(port(variant), pid(variant), row, 500, connections); // warm-up
      }
    const figures = new Map<string, number[]>();
    const add = (key: string, value: number) => figures.set(key, [...(figures.get(key) ?? []), value]);
    for (let round = 0; round < rounds; round++)
      for (const { part, row } of pairs)
        for (const variant of round % 2 === 0 ? (['ours', part] as const) : ([part, 'ours'] as const))
          add(
            `${part} ${row} ${variant}`,
            await measure(port(variant), pid(variant), row, requests, connections),
          );
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `\nCPU per answer, ms: median of ${rounds} rounds of ${requests} requests, ${connections} connections`,
    );
    for (const { part, row } of pairs) {
      const ours = figures.get(`${part} ${row} ours`)!;
      const plugin = figures.get(`${part} ${row} ${part}`)!;
      const list = (values: number[]) => values.map((v) => v.toFixed(3)).join(', ');
      console.log(
        `${part.padEnd(8)} ${row.padEnd(6)} ours ${median(ours).toFixed(3)}  plugin ${median(plugin).toFixed(3)}  ` +
          `plugin/ours ${(median(plugin) / median(ours)).toFixed(2)}   (ours ${list(ours)}; plugin ${list(plugin)})`,
      );
    }
  } finally {
    for (const server of servers.values()) server.kill();
  }
}

if (argv.includes('--serve')) await serve(arg('serve', 'ours') as Variant, Number(arg('port', '3591')));
else await compare();
