/** renderWithAdmin in French: the app's French messages and the locale stored as 'fr'. */
import type { ReactElement } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, memoryStore } from 'react-admin';
import fr from '../../src/i18n/fr';
import { renderWithAdmin, type RenderWithAdminOptions, type RenderWithAdminResult } from './render';

export const frenchProvider = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }]);

export function renderInFrench(ui: ReactElement, options: RenderWithAdminOptions = {}): RenderWithAdminResult {
  return renderWithAdmin(<I18nContextProvider value={frenchProvider}>{ui}</I18nContextProvider>, { store: memoryStore({ locale: 'fr' }), ...options });
}
