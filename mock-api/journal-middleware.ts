/**
 * The one place of the durability rule: no answer leaves the API before every
 * change made up to that moment is on disk. Handlers write to the store and
 * answer as usual; this middleware holds back `res.end` (which res.json/res.send
 * end in, headers included) until the store's journal lines are fsync'd. It
 * applies to every request, so a read never shows a change that a crash could
 * still take back; with nothing pending it answers at once. Lines that wait
 * together share one fsync (group commit, journal.ts).
 *
 * If the journal cannot be written, the answer becomes 500 (the change stays in
 * memory and reaches the data file with the next snapshot).
 */
import type { RequestHandler, Response } from 'express';
import type { AppStore } from './db';

type End = (...args: unknown[]) => Response;

export function answerWhenDurable(store: Pick<AppStore, 'whenDurable'>): RequestHandler {
  return (_req, res, next) => {
    const end = res.end.bind(res) as End;
    res.end = ((...args: unknown[]) => {
      const durable = store.whenDurable();
      if (!durable) return end(...args);
      durable.then(
        () => end(...args),
        (err: unknown) => refuse(res, end, err),
      );
      return res;
    }) as Response['end'];
    next();
  };
}

function refuse(res: Response, end: End, err: unknown): void {
  process.emitWarning(`fixture API: the journal could not be written: ${String(err)}`);
  if (res.headersSent) return void end();
  res.statusCode = 500;
  res.removeHeader('content-length');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  end(JSON.stringify({ message: 'The change could not be saved' }));
}
