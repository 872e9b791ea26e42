/** The parts of json-server 0.17.4 the fixture API uses (it ships no types). */
declare module 'json-server' {
  import type { Express, RequestHandler, Router } from 'express';
  interface DefaultsOptions {
    static?: string;
    logger?: boolean;
    bodyParser?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    readOnly?: boolean;
  }
  const jsonServer: {
    create(): Express;
    defaults(opts?: DefaultsOptions): RequestHandler[];
    router(source: string | object, opts?: { foreignKeySuffix?: string }): Router;
    rewriter(routes: Record<string, string>): Router;
    bodyParser: RequestHandler[];
  };
  export default jsonServer;
}
