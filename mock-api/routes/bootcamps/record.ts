/**
 * A bootcamp application is one record ('bootcamp-applications') read by two screens: the applicants screen
 * (firstName, lastName, status PENDING|APPROVED|REJECTED, education, experience, paymentAmount…) and the
 * applications screen (fullName, business fields, verified, transactionId…). Every row holds both sets of fields;
 * a field one screen's form never fills is null. Its review `status` and its `verified` and `hasPaid` flags are
 * facets of the same record.
 */
import type { Row } from '../../types';

export const APPLICATIONS = 'bootcamp-applications';
/** The applicants' own collection of data files made before the merge (schema 1). */
export const LEGACY_APPLICANTS = 'bootcamp-applicants';

/** Every field of the record besides id, bootcampId and the names, null (or its default) until set. */
const EMPTY: Record<string, unknown> = {
  email: null, phone: null, status: 'PENDING', education: null, experience: null, portfolio: null, hasPaid: false,
  paymentAmount: null, packaged: null, motivation: null, linkedinProfile: null, githubProfile: null, adminNotes: null,
  additionalInfo: null, age: null, educationLevel: null, paymentMethod: null, businessSector: null, businessRegion: null,
  businessStage: null, businessDuration: null, majorChallenge: null, verified: false, verifiedAt: null, transactionId: null,
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The row with both name forms and every field of both shapes (missing ones empty). */
export function unifiedApplication<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...EMPTY };
  for (const [key, value] of Object.entries(row)) if (value !== undefined) out[key] = value;
  let first = text(row.firstName);
  let last = text(row.lastName);
  if (!first && !last) {
    const full = text(row.fullName);
    const space = full.indexOf(' ');
    first = space < 0 ? full : full.slice(0, space);
    last = space < 0 ? '' : full.slice(space + 1).trim();
  }
  out.firstName = first;
  out.lastName = last;
  out.fullName = text(row.fullName) || `${first} ${last}`.trim();
  return out as T;
}

export const isPaidApplication = (row: Row): boolean => row.hasPaid === true;
export const isVerifiedApplication = (row: Row): boolean => row.verified === true;
