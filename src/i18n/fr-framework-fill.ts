import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';

/**
 * ra-language-french with the few framework messages whose French drops a placeholder that
 * English has (`npm run i18n:check` requires the same `%{placeholders}`), rewritten to keep it.
 */
const { ra } = frenchMessages;

export const frenchFramework: TranslationMessages = {
  ...frenchMessages,
  ra: {
    ...ra,
    message: {
      ...ra.message,
      bulk_delete_content:
        'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
      bulk_update_content:
        'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
      delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
    },
    navigation: {
      ...ra.navigation,
      no_filtered_results: 'Aucun élément trouvé (%{name}) avec les filtres actuels.',
      no_results: 'Aucun élément trouvé (%{name})',
    },
    // the column's own label, as in English (en.ts): react-admin's %{field_lower_first} gave 'business Name'
    sort: { ...ra.sort, sort_by: 'Trier par %{field} %{order}' },
  },
};
