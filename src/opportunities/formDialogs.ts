/** The opportunity form dialogs, one chunk apart from the list (src/screens.ts loadForms). */
export { OpportunityCreate } from './OpportunityCreate';
export { OpportunityEdit } from './OpportunityEdit';
