/**
 * Bootcamp routes (docs/requirements.md §7): /bootcamps (+ /stats, /{id}/applications), /applications/{id},
 * /bootcampsapplications/applications and /bootcampsapplications/verify.
 *
 * Designed where the requirements is silent:
 * - A bootcamp application is one record ('bootcamp-applications', see bootcamps/record.ts) read by both screens:
 *   GET /bootcamps/{id}/applications and GET /bootcampsapplications/applications answer the same rows, each with the
 *   fields of both shapes (null where a form never filled them). Review status, verification and payment are facets
 *   of that record. An approval past the bootcamp's maxParticipants is refused (409). The applications go when their
 *   bootcamp is deleted, which needs ?cascade=true when some are paid or verified (routes/dependents.ts).
 * - Each bootcamp stores `status` (draft | published | ongoing | completed | cancelled), default 'draft', settable on
 *   create/update and filterable with ?status=. Stats `upcoming/ongoing/completed` and `active` (= ongoing) come
 *   from the dates (start ≤ today ≤ end), not from `status`; `byStatus` counts the stored values.
 * - `description` on write is stored as shortDescription. Array-ish fields (inclusions, learning_areas,
 *   requirements, skills, benefits, syllabus) are stored as the text sent; a JSON array is stored as its JSON text.
 * - Filters: difficulty matches `level`; isOnline=true means format Online (false: Onsite or Hybrid);
 *   startDate = starts on/after, endDate = ends on/before (date-only values cover the whole day);
 *   instructorName = instructor contains. Single records and writes answer {success: true, data}.
 * - Validation: the add and edit rules of requirements §5 together (title 3–255, short description 20–500, price > 0,
 *   duration 1–52, max participants 1–1000, end after start, deadline before start); create defaults price
 *   100000, duration 12, maxParticipants 20, currency UGX, format Hybrid. `level` is not required (see rules-bootcamps.ts).
 * - PATCH /applications/{id} takes {status, adminNotes?}; PATCH /bootcampsapplications/verify {applicationId} sets
 *   verified and verifiedAt, one way (a second call changes nothing).
 */
import type { RegisterRoutes } from '../types';
import { registerBootcampCrud } from './bootcamps/bootcamps';
import { registerApplicantRoutes } from './bootcamps/applicants';
import { registerApplicationRoutes } from './bootcamps/applications';

export const registerBootcampRoutes: RegisterRoutes = (router, ctx) => {
  registerBootcampCrud(router, ctx);
  registerApplicantRoutes(router, ctx);
  registerApplicationRoutes(router, ctx);
};
