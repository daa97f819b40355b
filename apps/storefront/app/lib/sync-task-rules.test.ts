import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BAD_CONTENT_TYPE,
  TOKEN_REFRESH_FAILED,
  WRONG_RESPONSE_FORMAT,
  abortedByTokenLock,
  isSlowResponse,
  missingCartIdMessage,
  nextTokenLock,
  onUnauthorized,
  prepareTaskUrl,
  readTaskAnswer,
  tokenLockDecision,
  waitForTokenLock,
} from './sync-task-rules.ts';

describe('sync task URLs (SPEC §5/§7)', () => {
  const session = { token: 'tok en', cartId: 'c-1' };
  it.each([
    {
      template: '/api/cart/pull?token={{token}}&cartId={{cartId}}',
      config: {},
      url: '/api/cart/pull?token=tok%20en&cartId=c-1',
      headers: {},
    },
    {
      template: '/api/cart/pull?cartId={{cartId}}',
      config: { storeCode: 'en' },
      url: '/api/cart/pull?cartId=c-1&storeCode=en',
      headers: {},
    },
    { template: '/api/x?storeCode=se', config: { storeCode: 'en' }, url: '/api/x?storeCode=en', headers: {} },
    {
      template: '/api/user/me?token={{token}}',
      config: { tokenInHeader: true },
      url: '/api/user/me',
      headers: { Authorization: 'Bearer tok en' },
    },
    {
      template: '/api/cart/totals?token={{token}}&cartId={{cartId}}',
      config: { tokenInHeader: true, storeCode: 'en' },
      url: '/api/cart/totals?cartId=c-1&storeCode=en',
      headers: { Authorization: 'Bearer tok en' },
    },
    { template: 'cart/pull?cartId={{cartId}}', config: {}, url: 'cart/pull?cartId=c-1', headers: {} },
    {
      template: 'https://shop.example/api/order',
      config: { storeCode: 'en' },
      url: 'https://shop.example/api/order?storeCode=en',
      headers: {},
    },
  ])('$template with $config gives $url', ({ template, config, url, headers }) => {
    expect(prepareTaskUrl(template, session, config)).toEqual({ ok: true, url, headers });
  });

  it.each([{ cartId: null }, { cartId: undefined }, { cartId: '' }])(
    'refuses a task that needs a cart id when it is $cartId',
    ({ cartId }) => {
      const template = '/api/cart/update?cartId={{cartId}}';
      expect(prepareTaskUrl(template, { token: 't', cartId })).toEqual({
        ok: false,
        error: missingCartIdMessage(template),
      });
      expect(missingCartIdMessage('/x')).toBe(
        'Error executing sync task /x the required cartId argument is null. Re-creating shopping cart synchro.',
      );
    },
  );

  it('fills a missing token as empty and sends no bearer header for a guest', () => {
    expect(prepareTaskUrl('/api/cart/create?token={{token}}', {})).toEqual({
      ok: true,
      url: '/api/cart/create?token=',
      headers: {},
    });
    expect(prepareTaskUrl('/api/cart/create?token={{token}}', {}, { tokenInHeader: true })).toEqual({
      ok: true,
      url: '/api/cart/create',
      headers: {},
    });
  });
});

describe('task answers (SPEC §5/§8)', () => {
  const answer = (body: string, type = 'application/json; charset=utf-8', status = 200) =>
    new Response(body, { status, headers: { 'content-type': type } });

  it.each([
    {
      name: 'an envelope',
      response: () => answer('{"code":200,"result":{"id":1},"meta":{"a":1}}'),
      expected: { ok: true, code: 200, result: { id: 1 }, meta: { a: 1 } },
    },
    {
      name: 'an envelope without code',
      response: () => answer('{"result":"x"}', 'application/json', 409),
      expected: { ok: true, code: 409, result: 'x', meta: undefined },
    },
    {
      name: 'HTML',
      response: () => answer('<html>', 'text/html'),
      expected: { ok: false, code: 200, result: BAD_CONTENT_TYPE },
    },
    {
      name: 'no content type',
      response: () => new Response('{}', { headers: {} }),
      expected: { ok: false, code: 200, result: BAD_CONTENT_TYPE },
    },
    {
      name: 'an empty body',
      response: () => answer(''),
      expected: { ok: false, code: 200, result: WRONG_RESPONSE_FORMAT },
    },
    {
      name: 'broken JSON',
      response: () => answer('{"code":'),
      expected: { ok: false, code: 200, result: WRONG_RESPONSE_FORMAT },
    },
    {
      name: 'JSON null',
      response: () => answer('null'),
      expected: { ok: false, code: 200, result: WRONG_RESPONSE_FORMAT },
    },
    {
      name: 'a JSON array',
      response: () => answer('[1]'),
      expected: { ok: false, code: 200, result: WRONG_RESPONSE_FORMAT },
    },
  ])('$name', async ({ response, expected }) => {
    expect(await readTaskAnswer(response())).toEqual(expected);
  });

  it.each([
    { ms: 799, slow: false },
    { ms: 800, slow: true },
  ])('an answer after $ms ms is slow: $slow', ({ ms, slow }) => expect(isSlowResponse(ms)).toBe(slow));
});

describe('token lock (SPEC §4)', () => {
  it.each([
    { lock: 0, event: 'refresh-started', next: 1 },
    { lock: 1, event: 'refresh-started', next: 2 },
    { lock: 2, event: 'refresh-succeeded', next: 0 },
    { lock: 1, event: 'refresh-failed', next: -1 },
    { lock: -1, event: 'refresh-started', next: -1 },
    { lock: -1, event: 'logged-in', next: 0 },
  ] as const)('$lock on $event becomes $next', ({ lock, event, next }) => {
    expect(nextTokenLock(lock, event)).toBe(next);
  });

  it.each([
    { lock: 0, decision: 'proceed' },
    { lock: 1, decision: 'wait' },
    { lock: 3, decision: 'wait' },
    { lock: -1, decision: 'abort' },
  ])('lock $lock: $decision', ({ lock, decision }) => expect(tokenLockDecision(lock)).toBe(decision));

  it('an aborted task answers 401 with the SPEC message', () => {
    expect(abortedByTokenLock()).toEqual({ ok: false, code: 401, result: TOKEN_REFRESH_FAILED });
  });

  describe('waiting', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it.each([
      { outcome: 'refresh-succeeded', result: 'proceed' },
      { outcome: 'refresh-failed', result: 'abort' },
    ] as const)(
      'waits 1 s at a time while refreshing, then $result after $outcome',
      async ({ outcome, result }) => {
        let lock = nextTokenLock(0, 'refresh-started');
        const reads = vi.fn(() => lock);
        let settled: string | null = null;
        const waiting = waitForTokenLock(reads).then((value) => (settled = value));
        await vi.advanceTimersByTimeAsync(999);
        expect(reads).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(reads).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(2000);
        expect(settled).toBeNull();
        lock = nextTokenLock(lock, outcome);
        await vi.advanceTimersByTimeAsync(1000);
        await waiting;
        expect(settled).toBe(result);
      },
    );

    it('does not wait when the lock is clear', async () => {
      const sleep = vi.fn(async () => undefined);
      expect(await waitForTokenLock(() => 0, sleep)).toBe('proceed');
      expect(sleep).not.toHaveBeenCalled();
    });
  });
});

describe('401 answers (SPEC §4)', () => {
  it.each([
    { hasToken: true, autoRefresh: true, attempts: 0, action: 'refresh' },
    { hasToken: true, autoRefresh: true, attempts: 1, action: 'give-up' },
    { hasToken: true, autoRefresh: false, attempts: 0, action: 'silent-logout' },
    { hasToken: false, autoRefresh: true, attempts: 0, action: 'silent-logout' },
  ])('token $hasToken, auto-refresh $autoRefresh, attempts $attempts: $action', ({ action, ...state }) => {
    expect(onUnauthorized(state)).toBe(action);
  });
});
