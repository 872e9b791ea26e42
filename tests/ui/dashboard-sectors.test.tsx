import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, memoryStore } from 'react-admin';
import { renderWithAdmin } from './render';
import DashboardCharts from '../../src/dashboard/DashboardCharts';
import fr from '../../src/i18n/fr';
import type { DashboardStats } from '../../src/domain/types';

const stats: DashboardStats = {
  users: { total: 10, verified: 5, admins: 1, recentSignups: 1 },
  businesses: { total: 45, recent: 4, bySector: { Technology: 10, 'Financial Services': 30, Unlisted: 5 } },
  bootcamps: { total: 8, upcoming: 3, ongoing: 2, completed: 3 },
  education: { courseUnits: 1, quizzes: 1, completedQuizzes: 0 },
  messages: { total: 1, unread: 0 },
};

describe('dashboard sectors donut', () => {
  it('names the sectors in the chosen language; an unknown sector stays as it is', async () => {
    const french = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }]);
    renderWithAdmin(
      <I18nContextProvider value={french}>
        <DashboardCharts stats={stats} />
      </I18nContextProvider>,
      { store: memoryStore({ locale: 'fr' }) },
    );
    const chart = await screen.findByRole('img', { name: /^Secteurs d'activité/ });
    expect(chart).toHaveAccessibleName("Secteurs d'activité: Services financiers : 30, Technologie : 10, Unlisted : 5");
    expect(screen.getAllByText('Services financiers').length).toBeGreaterThan(0);
  });
});
