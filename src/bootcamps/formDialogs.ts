/** The bootcamp form dialogs, one chunk apart from the list (src/screens.ts loadForms). */
export { BootcampCreate } from './BootcampCreate';
export { BootcampEdit } from './BootcampEdit';
