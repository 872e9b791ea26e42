/** A query parameter's value: empty ones (undefined, null, '') are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/** `baseUrl` + `path` + the non-empty query parameters, in the order given. */
export const buildUrl = (baseUrl: string, path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
};
