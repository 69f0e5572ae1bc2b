/** The Admin Panel's long lists (Investors, Chat Messages) come in pages of at most this many rows. */
export const PAGE_SIZE = 100;

export type Paging = { page: number; pages: number; total: number };

/** The page number a `?page=` parameter asks for: a whole number from 1, else 1. */
export function readPage(param: string | null): number {
  if (!param || !/^\d{1,6}$/.test(param)) return 1;
  return Math.max(1, Number(param));
}

/** The page shown for a requested one: within 1 … the last page (an empty list has one, empty, page). */
export function pagingOf(total: number, requested: number, size = PAGE_SIZE): Paging {
  const pages = Math.max(1, Math.ceil(total / size));
  return { page: Math.min(Math.max(1, Math.floor(requested)), pages), pages, total };
}
