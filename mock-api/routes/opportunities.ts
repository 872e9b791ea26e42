/**
 * Opportunity routes (docs/requirements.md §7): /opportunities (+ /stats/overview) and /opportunity-applications.
 *
 * Designed where the requirements is silent:
 * - Stored fields of an opportunity application: the apply payload (fullName, age, phone, email, educationLevel,
 *   businessRegion, businessSector, businessStage, businessDuration, majorChallenge, paymentMethod|null,
 *   opportunityId) plus paymentStatus (PENDING on apply), verified (false), verifiedAt (null), createdAt,
 *   updatedAt. Rows are answered with opportunity {id, title}.
 * - PATCH /opportunity-applications/{id}/payment takes {paymentStatus: 'PENDING' | 'PAID' | 'FAILED'};
 *   PATCH /opportunity-applications/{id}/verify takes {verified: boolean}, no body or {} verifying (as bootcamp
 *   applications do), and sets verifiedAt (now, or null when unverified). Both answer {success: true, data}.
 *   PATCH /{id} accepts payload fields, paymentStatus and verified.
 * - Apply answers 201 {success, data, message: 'Application submitted successfully!'}; an unknown opportunityId → 404
 *   'Opportunity not found'. Applying is not refused after the deadline (the requirements show no such rule).
 * - Opportunities: title unique (trimmed, case-insensitive) → 409 'An opportunity with this title already exists';
 *   amount is stored only when isPaid (else null); the event date may not be in the past on create or when changed.
 *   isPaid arrives as a boolean (JSON) or 'true'/'false' (multipart). Rows carry _count.applications.
 *   Extra list filter: status = none|expired|today|soon|active (the deadline badge of src/domain/deadline.ts).
 * - Stats: active = deadline not expired (no deadline counts as active); expired = deadline before today.
 */
import type { RegisterRoutes } from '../types';
import { registerOpportunityCrud } from './opportunities/opportunities';
import { registerOpportunityApplicationRoutes } from './opportunities/applications';

export const registerOpportunityRoutes: RegisterRoutes = (router, ctx) => {
  registerOpportunityCrud(router, ctx);
  registerOpportunityApplicationRoutes(router, ctx);
};
