/**
 * Host allowlist (DNS rebinding): a page on another site can point its own name at 127.0.0.1 and
 * then read this server as same-origin; its requests still carry that name in Host. So only the names this server
 * is meant to be reached by are answered: localhost, 127.0.0.1, [::1], the HOST it listens on, and the names in
 * API_ALLOWED_HOSTS (comma-separated, for a deployment behind a real name). Anything else: 421 {message}.
 * The port is not compared (the name is what a rebinding changes).
 */
import type { Request, RequestHandler } from 'express';

export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The host name of a Host header, lower-case, without its port ('[::1]:4000' → '[::1]'). */
export function hostName(header: string | undefined): string {
  const h = (header ?? '').trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end > 0 ? h.slice(0, end + 1) : h;
  }
  const colon = h.indexOf(':');
  return colon >= 0 ? h.slice(0, colon) : h;
}

/** HOST (unless a wildcard address) and API_ALLOWED_HOSTS, beside the local names. */
export function allowedHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.API_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => hostName(h))
    .filter(Boolean);
  const host = hostName(env.HOST?.includes(':') && !env.HOST.startsWith('[') ? `[${env.HOST}]` : env.HOST);
  const wildcard = ['', '0.0.0.0', '[::]'];
  return [...new Set([...LOCAL_HOSTS, ...(wildcard.includes(host) ? [] : [host]), ...extra])];
}

export const isLocalHost = (req: Request): boolean => LOCAL_HOSTS.includes(hostName(req.headers.host));

/** A loopback peer: the request comes from this machine. */
export const isLoopbackPeer = (req: Request): boolean => {
  const a = req.socket.remoteAddress ?? '';
  return a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.');
};

export function hostAllowlist(hosts: readonly string[]): RequestHandler {
  const allowed = new Set(hosts);
  return (req, res, next) => {
    if (allowed.has(hostName(req.headers.host))) return next();
    res.status(421).json({ message: 'Misdirected request: this server does not answer to that host name' });
  };
}
