import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type TestHost } from './testing/start-host.ts';

// The footer's newsletter form is a plain form posted to /newsletter, whose action calls the API in this process.
// The API counts sign-ups per client address (decision 0014, addendum): it must count the shopper who posted the form,
// not the host, or one busy hour of sign-ups from everyone would refuse the next shopper. The host trusts the test
// client as its proxy, so each request names its shopper in X-Forwarded-For.
let host: TestHost;

beforeAll(async () => {
  host = await startHost({ env: { HEMMA_TRUST_PROXY: '127.0.0.1' } });
}, 90_000);
afterAll(async () => {
  await host?.stop();
}, 60_000);

/** A limit against a hang, not a timing: each post renders a page, and a loaded machine renders slowly. */
const POSTS_TIMEOUT_MS = 60_000;

const signUp = (email: string, shopper: string) =>
  fetch(`${host.base}/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': shopper },
    body: new URLSearchParams({ email }).toString(),
  });

describe('the newsletter form posted to the host', () => {
  it(
    'counts each shopper on their own: 15 shoppers signing up once are all answered',
    async () => {
      for (let i = 1; i <= 15; i++) {
        const answer = await signUp(`shopper.${i}@example.se`, `203.0.113.${i}`);
        expect(answer.status, `shopper ${i}`).toBe(200);
        expect(await answer.text()).toContain('Titta i din inkorg');
      }
    },
    POSTS_TIMEOUT_MS,
  );

  it(
    'refuses one shopper who signs up address after address (429, in the page language)',
    async () => {
      const statuses: number[] = [];
      let refusal = '';
      for (let i = 1; i <= 15; i++) {
        const answer = await signUp(`farmed.${i}@example.se`, '198.51.100.77');
        statuses.push(answer.status);
        if (answer.status === 429 && !refusal) refusal = await answer.text();
        else await answer.arrayBuffer();
      }
      expect(statuses.indexOf(429)).toBeGreaterThan(0);
      expect(refusal).toContain('För många anmälningar från ditt nätverk just nu.');
    },
    POSTS_TIMEOUT_MS,
  );
});

describe('the pages the newsletter mails link to', () => {
  it.each(['/newsletter/confirm?token=abc', '/de/newsletter/unsubscribe?token=1.abc'])(
    'are never kept by the page cache (%s: the URL carries the token of a link)',
    async (path) => {
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${host.base}${path}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-hemma-cache')).toBeNull();
        expect(answer.headers.get('cache-control')).not.toMatch(/public/);
        await answer.arrayBuffer();
      }
    },
  );
});
