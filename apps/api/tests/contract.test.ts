import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WEBHOOK_EVENTS } from '@hemma/contract';
import { registerErrorHandling } from '../src/http/error-handler.ts';
import { addRoute, type RouteRegistry } from '../src/http/route.ts';
import { useTestApi } from './support/test-api.ts';

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface WebhookOperation {
  description: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
}
interface OpenApi {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: WebhookOperation }>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  return found;
}

/** A one-route API whose handler answers `result`, checked against `{ok: boolean}` when `validate` is on. */
async function oneRoute(validate: boolean, result: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  const registry: RouteRegistry = { routes: [], validateResponses: validate };
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/probe',
    summary: 'probe',
    tags: [],
    response: z.strictObject({ ok: z.boolean() }),
    // The point of the test is an answer that breaks its schema, which the types would not let through.
    handler: async () => result as { ok: boolean },
  });
  const answer = await app.inject({ method: 'GET', url: '/api/probe' });
  await app.close();
  return { status: answer.statusCode, body: answer.json() as { code: number; result: unknown } };
}

describe('the HTTP contract', () => {
  const api = useTestApi();

  it('describes the answer of every operation, with named components, and every $ref resolves', async () => {
    const { status, body } = await api.get<never>('/api/openapi.json');
    expect(status).toBe(200);
    const document = body as unknown as OpenApi;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(45);
    for (const { name, op } of operations) {
      const content = Object.values(op.responses['200']?.content ?? {})[0];
      expect(content?.schema, name).toBeDefined();
      // Raw answers: images, GraphQL's own envelope, the catalogue export's file.
      if (name.startsWith('get /img') || name.includes('/graphql') || name.includes('/api/admin/exports/'))
        continue;
      const result = (content!.schema!.properties as Record<string, unknown>).result;
      expect(result, `${name} names its result`).not.toEqual({});
    }
    for (const ref of refsIn(document)) {
      const id = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[id], ref).toBeDefined();
    }
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Product',
        'Customer',
        'Address',
        'CartTotals',
        'OrderResult',
        'ErrorEnvelope',
      ]),
    );
  });

  it('names the token schemes and applies them to the operations that take a customer token', async () => {
    const document = (await api.get<never>('/api/openapi.json')).body as unknown as OpenApi;
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['bearerAuth', 'queryToken']),
    );
    expect(document.paths['/api/user/me']!.get!.security).toEqual([{ bearerAuth: [] }, { queryToken: [] }]);
    expect(document.paths['/api/catalog/products']!.get!.security).toBeUndefined();
  });

  it('describes every webhook event: its body with the admin object, the signature headers and their check', async () => {
    const document = (await api.get<never>('/api/openapi.json')).body as unknown as OpenApi;
    expect(Object.keys(document.webhooks ?? {})).toEqual([...WEBHOOK_EVENTS, 'ping']);
    const objects: Record<string, string> = {
      order: 'AdminOrder',
      return: 'AdminReturn',
      product: 'AdminProduct',
      stock: 'AdminStock',
      review: 'AdminReview',
    };
    for (const type of WEBHOOK_EVENTS) {
      const post = document.webhooks[type]!.post;
      expect(post.parameters.map((p) => [p.in, p.name, p.required])).toEqual([
        ['header', 'webhook-id', true],
        ['header', 'webhook-timestamp', true],
        ['header', 'webhook-signature', true],
      ]);
      const body = post.requestBody.content['application/json']!.schema.properties;
      expect(Object.keys(body)).toEqual(['id', 'type', 'timestamp', 'data']);
      expect(body.type, type).toMatchObject({ const: type });
      expect(body.data, type).toEqual({ $ref: `#/components/schemas/${objects[type.split('.')[0]!]}` });
      expect(post.description, type).toMatch(/\S/);
    }
    for (const ref of refsIn(document.webhooks))
      expect(document.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    // How to verify a signature, with the TypeScript check of docs/operations.md.
    expect(document.info.description).toMatch(/HMAC-SHA256/);
    const guide = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
    const example = /A receiver checks the signature[^`]*```ts\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(example).toContain('export function verifyHemmaWebhook(');
    expect(document.info.description).toContain(example);
  });

  it('shows every operation on /api/docs with who may call it and its answer, linked to the named schemas', async () => {
    const document = (await api.get<never>('/api/openapi.json')).body as unknown as OpenApi;
    const page = await (await fetch(`${api.baseUrl}/api/docs`)).text();
    for (const [path, methods] of Object.entries(document.paths))
      for (const method of Object.keys(methods)) expect(page).toContain(`${method.toUpperCase()} ${path}`);
    const product = page.slice(page.indexOf('GET /api/catalog/products/{sku}'));
    expect(product.slice(0, product.indexOf('</section>'))).toMatch(
      /result: <a href="#schema-Product">Product<\/a>/,
    );
    expect(page).toContain('id="schema-Product"');
    expect(page).toMatch(/staff session \(owner\); writes need X-CSRF-Token/);
    // What an API key may call, and the webhooks with their bodies and the receiver's check.
    const stock = page.slice(page.indexOf('PATCH /api/admin/stock'));
    expect(stock.slice(0, stock.indexOf('</section>'))).toMatch(
      /or an API key with stock:write \(no CSRF token\)/,
    );
    for (const type of WEBHOOK_EVENTS) expect(page).toContain(`id="webhook-${type}"`);
    expect(page).toMatch(/data: <a href="#schema-AdminOrder">AdminOrder<\/a>/);
    expect(page).toContain('export function verifyHemmaWebhook(');
    expect(page).not.toMatch(/<script/i);
  });

  it('answers 500 naming the field when an answer breaks its schema, where answers are checked', async () => {
    const broken = await oneRoute(true, { ok: 'yes', extra: 1 });
    expect(broken.status).toBe(500);
    expect(broken.body.result).toMatch(/GET \/api\/probe does not match its schema/);
    expect(broken.body.result).toMatch(/ok:/);
    expect((await oneRoute(true, { ok: true })).status).toBe(200);
    // Production does not pay for the check.
    expect((await oneRoute(false, { ok: 'yes' })).status).toBe(200);
  });
});
