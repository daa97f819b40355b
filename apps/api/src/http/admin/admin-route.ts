import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { API_KEY_REFUSED, findApiKeyActor, throttleApiKey } from '../../use-cases/staff/api-keys.ts';
import {
  requireArea,
  requireScope,
  rolesFor,
  scopeFor,
  type AdminArea,
} from '../../use-cases/staff/staff-areas.ts';
import type { StaffContext } from '../../use-cases/staff/staff-context.ts';
import {
  findStaffSession,
  requireCsrf,
  STAFF_LOGIN_REQUIRED,
  type StaffActor,
} from '../../use-cases/staff/staff-session.ts';
import { readBearerHeader } from '../request-token.ts';
import { addRoute, type RouteDefinition, type RouteRegistry } from '../route.ts';
import { readCookie } from './cookies.ts';

/** The back-office session cookie (decision 0020): httpOnly, SameSite=Strict, sent to /api/admin only. */
export const SESSION_COOKIE = 'hemma_admin';
export const SESSION_COOKIE_PATH = '/api/admin';

type Schema = z.ZodType;

export type AdminRouteDefinition<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
> = Omit<RouteDefinition<P, Q, B, R>, 'auth' | 'before' | 'handler'> & {
  /** Which roles may call it (staff-areas.ts). */
  area: AdminArea;
  handler(
    input: Parameters<RouteDefinition<P, Q, B, R>['handler']>[0] & { actor: StaffActor },
  ): ReturnType<RouteDefinition<P, Q, B, R>['handler']>;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Who is calling an admin route, checked before anything else. A bearer token must be a live API key (decision
 * 0051; anything else, a customer's token included, is 401): it is throttled per key, acts with exactly its scopes
 * (403 outside them) and needs no CSRF token, since no browser sends it by itself. Otherwise: no staff session is
 * 401, a role outside the route's area 403, and a write without the session's CSRF token 403.
 */
export async function requireStaff(
  staff: StaffContext,
  request: FastifyRequest,
  area: AdminArea,
): Promise<StaffActor> {
  const bearer = readBearerHeader(request);
  if (bearer) {
    const keyActor = await findApiKeyActor(staff, bearer);
    if (!keyActor?.apiKey) throw new AppError(401, API_KEY_REFUSED);
    await throttleApiKey(staff, keyActor.apiKey.id);
    requireScope(keyActor.apiKey.scopes, area, request.method, request.routeOptions.url ?? request.url);
    return keyActor;
  }
  const actor = await findStaffSession(staff, readCookie(request, SESSION_COOKIE));
  if (!actor || actor.role === null) throw new AppError(401, STAFF_LOGIN_REQUIRED);
  requireArea(actor.role, area);
  if (!SAFE_METHODS.has(request.method)) {
    const header = request.headers['x-csrf-token'];
    requireCsrf(actor, typeof header === 'string' ? header : undefined);
  }
  return actor;
}

/** Registers a back-office route: an addRoute whose handler also receives the staff user behind the request. */
export function addAdminRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
>(
  app: FastifyInstance,
  registry: RouteRegistry,
  staff: StaffContext,
  route: AdminRouteDefinition<P, Q, B, R>,
): void {
  const actors = new WeakMap<FastifyRequest, StaffActor>();
  const { area, handler, ...definition } = route;
  addRoute<P, Q, B, R, undefined>(app, registry, {
    ...definition,
    auth: 'staff',
    roles: rolesFor(area),
    scope: scopeFor(area, definition.method, definition.url),
    before: async (request) => {
      actors.set(request, await requireStaff(staff, request, area));
    },
    handler: (input) => {
      const actor = actors.get(input.request);
      if (!actor) throw new Error('admin route reached without its staff check');
      return handler({ ...input, actor });
    },
  });
}
