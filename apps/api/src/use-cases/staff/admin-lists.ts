/** What every back-office list does with its query (decision 0020): paging and date filters. */

/** `from`/`to` as ISO instants; a plain day counts whole (`to=2026-11-25` includes the 25th, UTC). */
export function dateRange(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const startOf = (date: string) => new Date(date.length > 10 ? date : `${date}T00:00:00Z`).toISOString();
  const endOf = (date: string) =>
    date.length > 10
      ? new Date(date).toISOString()
      : new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
  return { ...(from ? { from: startOf(from) } : {}), ...(to ? { to: endOf(to) } : {}) };
}

/** The rows of one page. */
export function pageWindow(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** The answer of a list page. */
export function pageOf<T>(items: T[], total: number, query: { page: number; pageSize: number }) {
  return { items, total, page: query.page, page_size: query.pageSize };
}
