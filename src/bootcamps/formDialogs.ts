/** The bootcamp form dialogs, one chunk apart from the list (src/screens.ts loadForms). */
export { BootcampCreate as Create } from './BootcampCreate';
export { BootcampEdit as Edit } from './BootcampEdit';
