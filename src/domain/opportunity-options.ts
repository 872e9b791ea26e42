/**
 * The opportunity sectors and types: the one list each that the list's filters, the add/edit form, the apply form
 * and the fixture API share (the requirements' options plus the values the seeded data holds). A stored value is
 * the English option; screens label it by i18n key (src/opportunities/choices.ts).
 */
export const OPPORTUNITY_SECTORS = ['Technology', 'Finance', 'Healthcare', 'Education', 'Agriculture', 'Manufacturing', 'Retail', 'Other'] as const;
export const OPPORTUNITY_TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract', 'Event', 'Workshop', 'Conference', 'Training'] as const;
export type OpportunitySector = (typeof OPPORTUNITY_SECTORS)[number];
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];
