import type { ImportJobDto } from '@hemma/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { AdminClient } from './admin-client.ts';
import type { TestApi } from './test-api.ts';

/** What every process's search index follows (migration 0002). */
export const catalogueVersionOf = async (api: TestApi) =>
  Number(
    (await sql<{ version: number }>`select version from search_version where id = 1`.execute(api.handle.db))
      .rows[0]!.version,
  );

/** The Omnibus price history's size. */
export const priceHistoryRowsOf = async (api: TestApi) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from price_history`.execute(api.handle.db)).rows[0]!.n,
  );

/** Starts an import of `body` (the file itself) as `client`. */
export async function startImport(
  client: AdminClient,
  body: string | Uint8Array,
  query = 'file_name=katalog.csv',
  contentType = 'text/csv',
) {
  return client.send<ImportJobDto | string>('POST', `/api/admin/imports?${query}`, body, { contentType });
}

/** Polls the job until it is no longer running. */
export async function finished(client: AdminClient, id: number): Promise<ImportJobDto> {
  for (;;) {
    const { body } = await client.get<ImportJobDto>(`/api/admin/imports/${id}`);
    if (body.result.status !== 'running') return body.result;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Imports a file as `client` and waits until the job is done. */
export async function importAs(
  client: AdminClient,
  body: string | Uint8Array,
  query?: string,
  contentType?: string,
): Promise<ImportJobDto> {
  const started = await startImport(client, body, query, contentType);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return finished(client, (started.body.result as ImportJobDto).id);
}
