import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from '@hemma/contract';
import type { AccountContext } from '../use-cases/account/account-context.ts';
import { readCookie, setCookie } from './admin/cookies.ts';

/** The customer's refresh token, when the client keeps it in a cookie (decision 0024: the storefront does). */
export const REFRESH_COOKIE = 'hemma_refresh';
/** Proof that this browser logged in to the account before: it passes the per-account login limit. */
export const DEVICE_COOKIE = 'hemma_device';
/** Both cookies go only to the user calls (login, refresh, logout, password checks), never to pages or assets. */
const COOKIE_PATH = '/api/user';
/** A client asks for the refresh token as an httpOnly cookie with this header (value `cookie`). */
export const REFRESH_MODE_HEADER = 'x-hemma-refresh-token';
const YEAR_S = 365 * 24 * 3600;

export const readRefreshCookie = (request: FastifyRequest) => readCookie(request, REFRESH_COOKIE);
export const readDeviceCookie = (request: FastifyRequest) => readCookie(request, DEVICE_COOKIE);

/** Whether the client asked for cookie mode (the header), or already is in it (the refresh token came as a cookie). */
export function wantsRefreshCookie(request: FastifyRequest, fromCookie = false): boolean {
  return fromCookie || request.headers[REFRESH_MODE_HEADER] === 'cookie';
}

/**
 * Answers a new session: in cookie mode the refresh token goes into an httpOnly, SameSite=Strict cookie that no
 * script can read and the answer's `refreshToken` is empty; otherwise the SPEC's answer as it is.
 */
export function answerSession(
  context: AccountContext,
  reply: FastifyReply,
  tokens: SessionTokens,
  cookieMode: boolean,
): SessionTokens {
  if (!cookieMode) return tokens;
  setCookie(reply, REFRESH_COOKIE, tokens.refreshToken, {
    path: COOKIE_PATH,
    maxAge: Math.floor(context.settings.refreshTokenTtlMs / 1000),
    secure: context.settings.secureCookies,
  });
  return { ...tokens, refreshToken: '' };
}

export function clearRefreshCookie(context: AccountContext, reply: FastifyReply): void {
  setCookie(reply, REFRESH_COOKIE, '', {
    path: COOKIE_PATH,
    maxAge: 0,
    secure: context.settings.secureCookies,
  });
}

export function setDeviceCookie(context: AccountContext, reply: FastifyReply, value: string): void {
  setCookie(reply, DEVICE_COOKIE, value, {
    path: COOKIE_PATH,
    maxAge: YEAR_S,
    secure: context.settings.secureCookies,
  });
}
