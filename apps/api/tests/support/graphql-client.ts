import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** Answers are checked field by field in the tests; typing each query's shape would only repeat the query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

/** POSTs GraphQL queries to the test API over real HTTP. */
export function graphqlClient(api: TestApi) {
  async function graphql<T = Loose>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>> {
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphqlAnswer<T>['body'] };
  }

  /** A query that must succeed: no errors, HTTP 200. */
  async function data<T = Loose>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const { status, body } = await graphql<T>(query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(status).toBe(200);
    return body.data!;
  }

  return { graphql, data };
}
