/**
 * Messages: 150 × scale over the four types; 3 in 10 read, so more than 99 are
 * unread at scale 1 (the badge shows 99+).
 */
import type { Row, Store } from '../types';
import { MESSAGE_TYPES, type Message } from '../../src/domain/types';
import { type SeedFaker, daysBefore, ugPhone } from './locale';

const BODIES: Record<string, string[]> = {
  business: [
    'I run a small shop in {town} and would like advice on registering my business and opening a bank account.',
    'We are a group of farmers in {town} looking for support to get our produce to bigger markets.',
    'Could someone help me write a business plan? I want to apply for a loan to expand my salon.',
  ],
  partnership: [
    'Our organisation in {town} trains young people in tailoring. We would like to partner on your bootcamps.',
    'We are a SACCO interested in offering savings products to your members. Who can we talk to?',
    'We would like to sponsor a cohort of women entrepreneurs from {town} next quarter.',
  ],
  job: [
    'I am a recent graduate from {town} with a diploma in accounting. Are there openings on your team?',
    'I would like to volunteer as a mentor for the technology bootcamps. I have five years of experience.',
    'Do you have internship places for students of business administration?',
  ],
  general: [
    'How do I reset my password on the mobile app? I no longer receive the code by SMS.',
    'When is the next bootcamp in {town}? I missed the last one.',
    'Thank you for the training last month, it helped me a lot with my bookkeeping.',
  ],
};
const PARTNERSHIPS = ['Sponsorship', 'Training', 'Investment', 'Distribution', 'Technical'];

export function seedMessages(store: Store, f: SeedFaker, scale: number, refDate: Date): void {
  const rows = store.collection<Message & Row>('messages');
  const total = 150 * scale;
  for (let i = 0; i < total; i++) {
    const messageType = MESSAGE_TYPES[i % MESSAGE_TYPES.length];
    const first = f.person.firstName();
    const last = f.person.lastName();
    rows.insert({
      fullName: `${first} ${last}`,
      email: f.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      phone: i % 5 === 4 ? null : ugPhone(f),
      message: f.helpers.arrayElement(BODIES[messageType]).replace('{town}', f.location.city()),
      messageType,
      partnershipType: messageType === 'partnership' ? f.helpers.arrayElement(PARTNERSHIPS) : null,
      read: i % 10 < 3,
      createdAt: i % 10 === 0 ? daysBefore(f, refDate, 3) : daysBefore(f, refDate, 200),
    });
  }
}
