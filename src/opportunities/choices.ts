/**
 * Option lists of the opportunity screens (docs/requirements.md §2, §3), labelled by i18n keys
 * (resources.opportunities.options.<optionKey(value)>). The stored value stays the requirements' English option.
 * - Sectors and types: one list each (domain/opportunity-options.ts) for the list's filters, the form and the apply form.
 * - The apply form: education levels, business stages and durations of §3, the four regions, the sectors.
 */
import { optionLabel } from '../common/optionLabels';
import {
  BUSINESS_DURATIONS,
  BUSINESS_REGIONS,
  BUSINESS_STAGES,
  EDUCATION_LEVELS,
  OPPORTUNITY_PAYMENT_STATUSES,
} from '../domain/types';
import { OPPORTUNITY_SECTORS, OPPORTUNITY_TYPES } from '../domain/opportunity-options';

export { optionLabel };

const choices = (values: readonly string[]) => values.map((id) => ({ id, name: optionLabel(id) }));

export const SECTOR_CHOICES = choices(OPPORTUNITY_SECTORS);
export const TYPE_CHOICES = choices(OPPORTUNITY_TYPES);
export const EDUCATION_CHOICES = choices(EDUCATION_LEVELS);
export const STAGE_CHOICES = choices(BUSINESS_STAGES);
export const DURATION_CHOICES = choices(BUSINESS_DURATIONS);
export const REGION_CHOICES = choices(BUSINESS_REGIONS);
export const PAYMENT_FILTER_CHOICES = [
  { id: 'true', name: 'resources.opportunities.payment.paid' },
  { id: 'false', name: 'resources.opportunities.payment.free' },
];
export const PAYMENT_STATUS_CHOICES = OPPORTUNITY_PAYMENT_STATUSES.map((id) => ({ id, name: `resources.opportunity-applications.paymentStatus.${id}` }));
