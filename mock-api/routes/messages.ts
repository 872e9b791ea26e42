/**
 * /messages (answers carry success): paged list (search name/email/message,
 * messageType, read), /messages/stats/overview, GET/POST/PATCH/DELETE by id,
 * PATCH /messages/{id}/read and /unread, POST /messages/mark-multiple-read {ids}
 * → {success, count} (count = messages that changed from unread to read).
 */
import type { Router } from 'express';
import { bump, tally } from '../counts';
import { asyncHandler, findById } from '../errors';
import type { CoreContext } from '../http/context';
import { bool, eq, listEnvelope } from '../lists';
import { memoStats } from '../http/memo';
import type { ListSpec, Row } from '../types';
import { requireSomeField, validateBody } from '../validate';
import { MESSAGE_TYPES, type Message } from '../../src/domain/types';
import { markReadRules, messageRules } from '../../src/domain/rules';

export type MessageRow = Message & Row;

export const messages = (ctx: CoreContext) => ctx.store.collection<MessageRow>('messages');

export const messageListSpec: ListSpec<MessageRow> = {
  searchFields: ['fullName', 'email', 'message'],
  filters: { messageType: eq('messageType'), read: bool('read') },
  sortable: ['fullName', 'email', 'messageType', 'read', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  success: true,
};

export function messageStats(ctx: CoreContext) {
  const byType = tally(Object.fromEntries(MESSAGE_TYPES.map((t) => [t, 0])));
  let unread = 0;
  for (const m of messages(ctx).all()) {
    bump(byType, m.messageType);
    if (!m.read) unread++;
  }
  const total = messages(ctx).count();
  return { total, unread, read: total - unread, byType };
}

export function registerMessageRoutes(router: Router, ctx: CoreContext): void {
  const one = (raw: unknown) => findById(messages(ctx), raw, 'Message');
  const setRead = (raw: unknown, read: boolean) => {
    const row = messages(ctx).update(one(raw).id, { read });
    ctx.store.save();
    return row;
  };

  router.get('/messages', asyncHandler((req, res) => res.json(listEnvelope(messages(ctx), req.query, messageListSpec))));
  router.get('/messages/stats/overview', asyncHandler((_req, res) => res.json({ success: true, data: memoStats(ctx.store, 'messages', ['messages'], 60_000, () => messageStats(ctx)) })));
  router.post(
    '/messages/mark-multiple-read',
    asyncHandler((req, res) => {
      const v = validateBody(markReadRules, req.body);
      let count = 0;
      for (const id of v.ids as number[]) {
        const row = messages(ctx).byId(id);
        if (row && !row.read) {
          messages(ctx).update(id, { read: true });
          count++;
        }
      }
      ctx.store.save();
      res.json({ success: true, count, message: `${count} messages marked as read` });
    }),
  );
  router.get('/messages/:id', asyncHandler((req, res) => res.json({ success: true, data: one(req.params.id) })));
  router.patch('/messages/:id/read', asyncHandler((req, res) => res.json({ success: true, data: setRead(req.params.id, true), message: 'Message marked as read' })));
  router.patch('/messages/:id/unread', asyncHandler((req, res) => res.json({ success: true, data: setRead(req.params.id, false), message: 'Message marked as unread' })));

  router.post(
    '/messages',
    asyncHandler((req, res) => {
      const v = validateBody(messageRules, req.body);
      const row = messages(ctx).insert({
        phone: null,
        partnershipType: null,
        ...(v as Partial<MessageRow>),
        read: v.read === true,
        createdAt: new Date().toISOString(),
      } as MessageRow);
      ctx.store.save();
      res.status(201).json({ success: true, data: row });
    }),
  );

  router.patch(
    '/messages/:id',
    asyncHandler((req, res) => {
      const row = one(req.params.id);
      const v = validateBody(messageRules, req.body, { mode: 'update' });
      requireSomeField(v);
      if (v.read === null) delete v.read;
      const updated = messages(ctx).update(row.id, v as Partial<MessageRow>);
      ctx.store.save();
      res.json({ success: true, data: updated });
    }),
  );

  router.delete(
    '/messages/:id',
    asyncHandler((req, res) => {
      const row = one(req.params.id);
      messages(ctx).remove(row.id);
      ctx.store.save();
      res.json({ success: true, message: 'Message deleted successfully', data: row });
    }),
  );
}
