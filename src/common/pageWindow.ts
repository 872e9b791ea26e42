/**
 * Pure paging arithmetic of ListPagination: total pages, the clamped page, the 'Showing X to Y' range and the
 * window of at most `size` (default 5) page numbers around the current page.
 */

export const MAX_PAGE_NUMBERS = 5;

export function totalPagesOf(total: number, perPage: number): number {
  return perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1;
}

/** 'Showing from to to of total': the 1-based first and last row of `page`. */
export function rowRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const last = totalPagesOf(total, perPage);
  const current = Math.min(Math.max(page, 1), last);
  return { from: (current - 1) * perPage + 1, to: Math.min(current * perPage, total) };
}

/** The page numbers to show: at most `size`, the current page centred when possible. */
export function pageWindow(page: number, totalPages: number, size = MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
