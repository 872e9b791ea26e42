/** The opportunity form dialogs, one chunk apart from the list (the descriptor's `forms`). */
export { OpportunityCreate as Create } from './OpportunityCreate';
export { OpportunityEdit as Edit } from './OpportunityEdit';
