import { text } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Suspense, createElement as h, use } from 'react';
import { describe, expect, it } from 'vitest';
import { lowPriorityModules, streamDocument } from './stream-document.server.ts';

const NONCE = 'c2VydmVyLW5vbmNl';

/** A part that waits for `promise` before it renders (React suspends it; the shell goes out without it). */
function Waits({ promise }: { promise: Promise<string> }) {
  return h('p', null, use(promise));
}

function page(part: Promise<string>) {
  return h(
    'html',
    null,
    h('head', null, h('title', null, 'Hemma')),
    h(
      'body',
      null,
      h('h1', null, 'Soffor'),
      h(Suspense, { fallback: h('p', null, '…') }, h(Waits, { promise: part })),
    ),
  );
}

function options(signal = new AbortController().signal) {
  const errors: unknown[] = [];
  return {
    errors,
    nonce: NONCE,
    bootstrapScriptContent: 'window.dataLayer=[]',
    waitForAll: false,
    signal,
    timeoutMs: 5_000,
    onError: (error: unknown) => errors.push(error),
  };
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);

describe('streamDocument (the server entry’s render, decision 0047)', () => {
  it('sends the shell first and the waiting part later, every inline script with the nonce, and says it is whole', async () => {
    let finish: (value: string) => void = () => {};
    const part = new Promise<string>((resolve) => (finish = resolve));
    const { body, outcome } = await streamDocument(page(part), options());
    const read = text(body);
    finish('Soffa Vass');
    const html = await read;
    expect(html).toContain('<h1>Soffor</h1>');
    expect(html).toContain('Soffa Vass');
    // The bootstrap script (the consent defaults) and React's script that puts the late part in its place.
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${NONCE}"`);
    expect(outcome.whole).toBe(true);
  });

  it('a render stopped because the client went away ends its stream and is not whole', async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => {});
    const { body, outcome } = await streamDocument(page(never), options(controller.signal));
    const read = text(body);
    controller.abort();
    const html = await read;
    expect(html).toContain('<h1>Soffor</h1>');
    expect(html).not.toContain('Soffa Vass');
    expect(outcome.whole).toBe(false);
  });

  it('a render that takes longer than its time is stopped and is not whole', async () => {
    const never = new Promise<string>(() => {});
    const { body, outcome } = await streamDocument(page(never), { ...options(), timeoutMs: 20 });
    await text(body);
    expect(outcome.whole).toBe(false);
  });

  it('a part that fails after the shell was sent is reported and leaves the document not whole', async () => {
    let fail: (error: Error) => void = () => {};
    const part = new Promise<string>((_resolve, reject) => (fail = reject));
    const settings = options();
    const { body, outcome } = await streamDocument(page(part), settings);
    const read = text(body);
    fail(new Error('the part could not be loaded'));
    await read;
    expect(outcome.whole).toBe(false);
    expect(settings.errors).toHaveLength(1);
  });

  it('keeps a large region that waits for nothing in the shell, not revealed later by script', async () => {
    const tiles = Array.from({ length: 400 }, (_, i) =>
      h('li', { key: i }, `Produkt nummer ${i} i rutnätet`),
    );
    const document = h(
      'html',
      null,
      h('body', null, h(Suspense, { fallback: null }, h('main', null, h('ul', null, tiles)))),
    );
    const { body } = await streamDocument(document, options());
    const html = await text(body);
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).not.toContain('<template id="B:');
    expect(html).toMatch(/<body><!--\$--><main>/);
  });

  it('passes a document rendered in one pass on as one chunk, not in React’s 4 kB pieces (issue 32)', async () => {
    const tiles = Array.from({ length: 2000 }, (_, i) =>
      h('li', { key: i }, `Produkt nummer ${i} i rutnätet`),
    );
    const document = h('html', null, h('body', null, h('main', null, h('ul', null, tiles))));
    const { body } = await streamDocument(document, options());
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    await finished(body);
    const html = Buffer.concat(chunks).toString('utf8');
    expect(html.length).toBeGreaterThan(60_000);
    expect(html).toContain('Produkt nummer 1999 i rutnätet</li></ul></main>');
    expect(chunks).toHaveLength(1);
  });

  it('fills in the caller’s outcome, read once the stream has ended', async () => {
    const outcome = { whole: false };
    const { body } = await streamDocument(page(Promise.resolve('Soffa Vass')), { ...options(), outcome });
    await text(body);
    expect(outcome.whole).toBe(true);
  });
});

/** Writes `passes` as React does: each pass's pieces, then `flush`; the chunks that come out. */
async function throughPasses(passes: string[][]): Promise<string[]> {
  const stream = lowPriorityModules();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  for (const pass of passes) {
    for (const piece of pass) stream.write(Buffer.from(piece));
    stream.flush();
  }
  stream.end();
  await finished(stream);
  return chunks;
}

const lowPriority = (html: string) =>
  html.replaceAll('rel="modulepreload" ', 'rel="modulepreload" fetchpriority="low" ');

describe('lowPriorityModules', () => {
  it('passes on what a pass of React wrote as one chunk, once React says the pass is done', async () => {
    const chunks = await throughPasses([
      ['<html><head>', '<title>Hemma</title>', '</head><body>'],
      ['<template id="B:0"></template>', '<script>$RC("B:0")</script>'],
    ]);
    expect(chunks).toEqual([
      '<html><head><title>Hemma</title></head><body>',
      '<template id="B:0"></template><script>$RC("B:0")</script>',
    ]);
  });

  it('holds back only the end of a pass that may begin a module preload link', async () => {
    const link = '<link rel="modulepreload" href="/assets/a.js"/>';
    const html = `<head>${link}<title>Hemma</title>${link}</head>`;
    for (let cut = 1; cut < html.length; cut += 1) {
      const chunks = await throughPasses([[html.slice(0, cut)], [html.slice(cut)]]);
      expect(chunks.join('')).toBe(lowPriority(html));
      const first = html.slice(0, cut);
      const open = first.lastIndexOf('<');
      const mayBeLink = open >= 0 && '<link rel="modulepreload" '.startsWith(first.slice(open));
      // Every pass's bytes go out with it, unless they may be the start of a link.
      if (!mayBeLink) expect(chunks[0]).toBe(lowPriority(first));
    }
  });

  it('marks every module preload low priority, also when a link is split between chunks', async () => {
    const link = '<link rel="modulepreload" href="/assets/a.js"/>';
    const html = `<head>${link}${link}</head>`;
    // Cut the document at every place, so that one cut falls inside each link.
    for (let cut = 1; cut < html.length; cut += 1) {
      const out = Readable.from([Buffer.from(html.slice(0, cut)), Buffer.from(html.slice(cut))]).pipe(
        lowPriorityModules(),
      );
      expect(await text(out)).toBe(lowPriority(html));
    }
  });
});
