/** The duplicate of an opportunity (docs/requirements.md §7): a plain create, title + ' (Copy)', the other fields copied. */
import type { RaRecord } from 'react-admin';
import { duplicateBody } from '../domain/duplicate';

export const OPPORTUNITY_COPY_FIELDS = [
  'title', 'description', 'company', 'location', 'sector', 'type', 'deadline', 'speaker', 'capacity', 'isPaid', 'amount', 'date', 'imageUrl',
] as const;

/** Dates a copy may not keep in the past: moved forward together, and the copy opened to set them. */
export const OPPORTUNITY_COPY_DATES = ['deadline', 'date'] as const;

export const opportunityCopy = (record: RaRecord) => {
  const body = duplicateBody(record, OPPORTUNITY_COPY_FIELDS);
  if (body.isPaid !== true) delete body.amount;
  return body;
};
