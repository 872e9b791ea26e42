/**
 * The date pickers' chunk (DateTimeInput), apart from the component that shows it (LazyDateTimeInput), so that a
 * resource's descriptor can start it with its form dialogs' chunk without bringing any component into the boot graph:
 *   export const loadForms = loader(() => preloadDateInput(import('./formDialogs')));
 */
import { loader } from './moduleLoader';

export const loadDateTimeInput = loader(() => import('./DateTimeInput'));

/** Starts the date pickers' chunk beside `forms` (not after it), and hands `forms` back unchanged. */
export function preloadDateInput<M>(forms: Promise<M>): Promise<M> {
  void loadDateTimeInput().catch(() => undefined); // a failure shows when a form renders the input, which loads it again
  return forms;
}
