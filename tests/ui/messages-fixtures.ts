/** Messages used by the messages component tests. */
import type { Message } from '../../src/domain/types';

export const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  fullName: `Sender ${id}`,
  email: `sender${id}@example.com`,
  phone: '+256 700 000 000',
  message: `Hello number ${id}`,
  messageType: 'general',
  partnershipType: null,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

export const STATS = { total: 150, unread: 104, read: 46 };
