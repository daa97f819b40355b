/**
 * /api/docs: the OpenAPI document as a page a developer reads — every operation grouped by tag with who may call it,
 * its parameters, its request body and its answer, and every named schema once, linked from where it is used.
 * Schemas are shown as TypeScript-like outlines. No script and no third-party assets: the page works offline and
 * under the strictest Content-Security-Policy.
 */

import { VERIFY_EXAMPLE } from './openapi-webhooks.ts';

type JsonSchema = Record<string, unknown>;

interface Operation {
  summary: string;
  tags?: string[];
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, unknown>[];
  'x-hemma-roles'?: string[];
  'x-hemma-scopes'?: string[];
}

interface WebhookOperation {
  description: string;
  requestBody: { content: Record<string, { schema: JsonSchema }> };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const COMPONENT = '#/components/schemas/';

/** A schema as a short TypeScript-like type; named schemas become links to their definition. */
export function outline(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
    const name = ref.slice(COMPONENT.length);
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  }
  if ('const' in schema) return escape(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => escape(JSON.stringify(v))).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return options.map((o) => outline(o as JsonSchema, depth)).join(' | ');
  }
  if (Array.isArray(schema.allOf))
    return schema.allOf.map((o) => outline(o as JsonSchema, depth)).join(' & ');
  const type = schema.type;
  if (Array.isArray(type)) return type.map((t) => outline({ ...schema, type: t }, depth)).join(' | ');
  if (type === 'array') {
    const inner = outline(schema.items as JsonSchema | undefined, depth);
    return / [|&] /.test(inner) && !inner.startsWith('{') ? `(${inner})[]` : `${inner}[]`;
  }
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const entries = Object.entries(properties);
    const extra = schema.additionalProperties;
    if (entries.length === 0)
      return extra && typeof extra === 'object'
        ? `{ [key: string]: ${outline(extra as JsonSchema, depth)} }`
        : '{}';
    if (depth >= 3) return '{ … }';
    const pad = '  '.repeat(depth + 1);
    const lines = entries.map(
      ([name, property]) =>
        `${pad}${escape(name)}${required.has(name) ? '' : '?'}: ${outline(property, depth + 1)}`,
    );
    return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
  }
  return typeof type === 'string' ? type : 'any';
}

function who(operation: Operation): string {
  const schemes = (operation.security ?? []).map((s) => Object.keys(s)[0] ?? 'none');
  if (schemes.length === 0) return 'anyone';
  if (schemes.includes('staffSession')) {
    const staff = `staff session (${(operation['x-hemma-roles'] ?? []).join(', ')}); writes need X-CSRF-Token`;
    const scope = operation['x-hemma-scopes']?.[0];
    return scope ? `${staff}; or an API key with ${scope} (no CSRF token)` : staff;
  }
  return schemes.includes('none') ? 'anyone; a customer token when given' : 'a customer token';
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const parameters = operation.parameters
    .map((p) => `<code>${escape(p.name)}</code>${p.required ? '' : '?'} (${p.in}): ${outline(p.schema)}`)
    .join('<br>');
  const body = operation.requestBody
    ? Object.entries(operation.requestBody.content)
        .map(
          ([type, { schema }]) => `<div class="k">Body (${escape(type)})</div><pre>${outline(schema)}</pre>`,
        )
        .join('')
    : '';
  const ok = operation.responses['200'];
  const answer = Object.entries(ok?.content ?? {})
    .map(([type, { schema }]) => {
      const result = (schema.properties as Record<string, JsonSchema> | undefined)?.result;
      return type === 'application/json' && result
        ? `<div class="k">Answer: {code: 200, result}</div><pre>result: ${outline(result)}</pre>`
        : `<div class="k">Answer (${escape(type)})</div><p>${escape(ok?.description ?? '')}</p>`;
    })
    .join('');
  return `<section id="${id}"><h3><code>${method.toUpperCase()} ${escape(path)}</code></h3><p>${escape(operation.summary)}</p>
<p><span class="k">Who:</span> ${escape(who(operation))}</p>${parameters ? `<div class="k">Parameters</div><p>${parameters}</p>` : ''}${body}${answer}
<p class="e">Errors: {code, result: "message"} with 400, 401, 403, 404, 409, 429 as they apply.</p></section>`;
}

/** The webhooks (decision 0052): each event with its body, then how a receiver checks the signature. */
function webhooksHtml(webhooks: Record<string, { post: WebhookOperation }>): string {
  const events = Object.entries(webhooks)
    .map(([type, { post }]) => {
      const schema = post.requestBody.content['application/json']?.schema;
      return `<section id="webhook-${escape(type)}"><h3><code>${escape(type)}</code></h3><p>${escape(post.description)}</p><div class="k">Body (application/json)</div><pre>${outline(schema)}</pre></section>`;
    })
    .join('');
  return `<h2 id="webhooks">webhooks</h2><p>Each event is a POST to the endpoints an owner registered, signed as Standard Webhooks says: the headers <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> (<code>v1,</code> + base64 HMAC-SHA256 of <code>id.timestamp.body</code>, keyed with the secret after <code>whsec_</code>, base64-decoded). A receiver checks it on the raw body:</p>
<pre>${escape(VERIFY_EXAMPLE)}</pre>${events}`;
}

/** The page for an OpenAPI 3.1 document built by buildOpenApi. */
export function docsPage(openapi: Record<string, unknown>): string {
  const paths = openapi.paths as Record<string, Record<string, Operation>>;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths))
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  const tags = [...byTag.keys()].sort(
    (a, b) => Number(a.startsWith('admin')) - Number(b.startsWith('admin')) || a.localeCompare(b),
  );
  const schemas = (openapi.components as { schemas: Record<string, JsonSchema> }).schemas;
  const components = Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${schema.description ? `<p>${escape(String(schema.description))}</p>` : ''}<pre>${outline({ ...schema, $ref: undefined }, 0)}</pre></section>`,
    )
    .join('');
  const toc = tags.map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join(' · ');
  const webhooks = openapi.webhooks as Record<string, { post: WebhookOperation }> | undefined;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Hemma API</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:64rem;padding:0 1rem;color:#222}h2{margin-top:2.5rem;border-bottom:2px solid #222}section{border-top:1px solid #ddd;padding:.5rem 0}h3{font-size:1rem;margin:.6rem 0 .2rem;overflow-wrap:anywhere}pre{background:#f6f6f4;padding:.6rem;overflow:auto;font-size:13px}.k{font-weight:600;font-size:13px;margin-top:.4rem}.e{color:#666;font-size:13px}a{color:#0b5cad}</style>
<h1>Hemma API</h1><p>Every <code>/api</code> answer is the envelope <code>{code, result, meta?}</code> whose <code>code</code> equals the HTTP status; an error carries its message in <code>result</code>. Customer calls take the token as <code>Authorization: Bearer</code>. The back office (<code>/api/admin</code>) uses the session cookie <code>hemma_admin</code> from <code>POST /api/admin/session</code>, or an owner's API key as <code>Authorization: Bearer hk_live_…</code> within its scopes. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<p>${toc}${webhooks ? ' · <a href="#webhooks">webhooks</a>' : ''} · <a href="#schemas">schemas</a></p>
${tags.map((tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${byTag.get(tag)!.join('')}`).join('')}${webhooks ? webhooksHtml(webhooks) : ''}
<h2 id="schemas">Schemas</h2>${components}</html>`;
}
