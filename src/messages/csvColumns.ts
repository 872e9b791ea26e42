/** The messages list's CSV columns (src/common/csv.ts). */
import type { CsvColumn } from '../common/csv';
import type { Message } from '../domain/types';

const R = 'resources.messages';
const F = `${R}.fields`;

export const messageCsvColumns: CsvColumn<Message>[] = [
  { label: `${F}.fullName`, value: (m) => m.fullName },
  { label: `${F}.email`, value: (m) => m.email },
  { label: `${F}.phone`, value: (m) => m.phone },
  { label: `${F}.messageType`, value: (m, t) => t(`${R}.types.${m.messageType}`, { _: m.messageType }) },
  { label: `${F}.partnershipType`, value: (m) => m.partnershipType },
  { label: `${F}.message`, value: (m) => m.message },
  { label: `${F}.read`, value: (m, t) => t(`${R}.status.${m.read ? 'read' : 'unread'}`) },
  { label: `${F}.createdAt`, value: (m) => m.createdAt },
];
