/**
 * Serves the bench's baseline (tests/bench/baseline, built by the bench) and a json-server 0.17.4 API
 * at /api holding the fixture's users, on an ephemeral 127.0.0.1 port. Served like the fixture serves
 * our app (createApp): express.static without compression, index.html for other paths, json-server's
 * lowdb router for the data (what ra-data-json-server speaks: _sort, _order, _start, _end, X-Total-Count).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import jsonServer from 'json-server';

export interface BaselineServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startBaseline(distDir: string, users: object[]): Promise<BaselineServer> {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/api', jsonServer.router({ users }));
  app.use(express.static(distDir, { index: false }));
  app.get('*', (_req, res) => res.sendFile(join(distDir, 'index.html')));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections?.();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Every user of a running fixture API, as its list answers them (the rows our users screen shows). */
export async function fixtureUsers(baseUrl: string, token: string): Promise<object[]> {
  const res = await fetch(`${baseUrl}/api/users?limit=1000&sortBy=id&sortOrder=asc`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /api/users: HTTP ${res.status}`);
  return ((await res.json()) as { data: object[] }).data;
}
