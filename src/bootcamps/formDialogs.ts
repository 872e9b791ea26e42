/** The bootcamp form dialogs, one chunk apart from the list (the descriptor's `forms`). */
export { BootcampCreate as Create } from './BootcampCreate';
export { BootcampEdit as Edit } from './BootcampEdit';
