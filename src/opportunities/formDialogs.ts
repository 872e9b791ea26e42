/** The opportunity form dialogs, one chunk apart from the list (src/screens.ts loadForms). */
export { OpportunityCreate as Create } from './OpportunityCreate';
export { OpportunityEdit as Edit } from './OpportunityEdit';
