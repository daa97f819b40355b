import type { FastifyInstance } from 'fastify';
import { adminSessionSchema, doneSchema, staffLoginBody } from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { checkStaffLogin } from '../../use-cases/staff/staff-login.ts';
import { closeStaffSession, getStaffSession, openStaffSession } from '../../use-cases/staff/staff-session.ts';
import { clientAddress } from '../request-token.ts';
import { addRoute, type RouteRegistry } from '../route.ts';
import { addAdminRoute, SESSION_COOKIE, SESSION_COOKIE_PATH } from './admin-route.ts';
import { readCookie, setCookie } from './cookies.ts';

const DEVICE_COOKIE = 'hemma_admin_device';
const DEVICE_COOKIE_PATH = '/api/admin/session';
const YEAR_S = 365 * 24 * 3600;
const tags = ['admin: session'];

/** Logging in and out of the back office (decision 0020). */
export function registerAdminSessionRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff }: AppContext,
): void {
  const secure = staff.settings.secureCookies;

  addRoute(app, registry, {
    method: 'POST',
    url: '/api/admin/session',
    summary:
      'Log in as staff. Sets the httpOnly session cookie `hemma_admin` and answers the staff user and the CSRF token ' +
      'that every write must send as X-CSRF-Token. Failed logins are throttled per (e-mail, address) and per address ' +
      '(429 says when to try again); a browser that logged in to the account before is never locked out.',
    tags,
    body: staffLoginBody,
    response: adminSessionSchema,
    handler: async ({ body, request, reply }) => {
      const result = await checkStaffLogin(staff, {
        email: body.email,
        password: body.password,
        clientAddress: clientAddress(request),
        deviceCookie: readCookie(request, DEVICE_COOKIE),
      });
      if (!result.ok) {
        // The admin app words the wait in the staff user's language from this standard header.
        if (result.status === 429) reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError(result.status, result.message);
      }
      const { cookie, session } = await openStaffSession(staff, result.staff);
      const maxAge = Math.floor(staff.settings.sessionMaxMs / 1000);
      setCookie(reply, SESSION_COOKIE, cookie, { path: SESSION_COOKIE_PATH, maxAge, secure });
      setCookie(reply, DEVICE_COOKIE, result.deviceCookie, {
        path: DEVICE_COOKIE_PATH,
        maxAge: YEAR_S,
        secure,
      });
      return session;
    },
  });

  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/session',
    summary: 'The signed-in staff user and the CSRF token of the session (401 without one).',
    tags,
    area: 'any',
    response: adminSessionSchema,
    handler: ({ actor }) => getStaffSession(staff, actor),
  });

  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/session',
    summary: 'Log out: ends the session on the server and removes the cookie.',
    tags,
    area: 'any',
    response: doneSchema,
    handler: async ({ actor, reply }) => {
      await closeStaffSession(staff, actor);
      setCookie(reply, SESSION_COOKIE, '', { path: SESSION_COOKIE_PATH, maxAge: 0, secure });
      return true as const;
    },
  });
}
