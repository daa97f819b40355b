import type { FastifyInstance } from 'fastify';
import {
  adminCustomerListQuery,
  adminCustomerPageSchema,
  adminCustomerSchema,
  adminIdParams,
  customerGroupBody,
  customerGroupListSchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { changeCustomerGroup } from '../../use-cases/customer-admin/change-customer-group.ts';
import { getAdminCustomer } from '../../use-cases/customer-admin/get-customer.ts';
import { listCustomerGroups, listCustomers } from '../../use-cases/customer-admin/list-customers.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** Customers: the list, one customer, and moving a customer to another group (decision 0022). */
export function registerAdminCustomerRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, customerAdmin }: AppContext,
): void {
  const tags = ['admin: customers'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/customers',
    summary: 'Customers, newest first: search `q` in the e-mail and name, filter by group_id.',
    tags,
    area: 'orders',
    query: adminCustomerListQuery,
    response: adminCustomerPageSchema,
    handler: ({ query }) => listCustomers(customerAdmin, query),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/customers/:id',
    summary: 'One customer: profile and address book, group, loyalty points and the latest orders.',
    tags,
    area: 'orders',
    params: adminIdParams,
    response: adminCustomerSchema,
    handler: ({ params }) => getAdminCustomer(customerAdmin, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/customers/:id/group',
    summary:
      "Move a customer to another group (send the customer's updated_at as read; 409 when it changed). Their " +
      'cart and orders are priced for the new group from their next request.',
    tags,
    area: 'orders',
    params: adminIdParams,
    body: customerGroupBody,
    response: adminCustomerSchema,
    handler: ({ actor, params, body }) => changeCustomerGroup(customerAdmin, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/customer-groups',
    summary: 'The customer groups.',
    tags,
    area: 'orders',
    response: customerGroupListSchema,
    handler: () => listCustomerGroups(customerAdmin),
  });
}
