/**
 * Runs `guard` only for requests that some route of `router` would handle, so an
 * unknown path answers 404 even without a token while every real route stays
 * protected. Relies on Express 4's router layers (express 4.22 is pinned).
 */
import type { Request, RequestHandler, Router } from 'express';

interface Layer {
  match(path: string): boolean;
  route?: { path: string; methods: Record<string, boolean>; _handles_method(method: string): boolean };
}

/** [METHOD, path] of every route registered directly on `router`, e.g. ['PATCH', '/bootcamps/:id']. */
export function routeList(router: Router): [method: string, path: string][] {
  const out: [string, string][] = [];
  for (const layer of router.stack as unknown as Layer[]) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') out.push([method.toUpperCase(), layer.route.path]);
  }
  return out;
}

export function routeExists(router: Router, req: Request): boolean {
  const method = req.method.toLowerCase();
  return (router.stack as unknown as Layer[]).some((layer) => layer.match(req.path) && (!layer.route || layer.route._handles_method(method)));
}

export const guardKnownRoutes =
  (router: Router, guard: RequestHandler): RequestHandler =>
  (req, res, next) =>
    routeExists(router, req) ? guard(req, res, next) : next();
