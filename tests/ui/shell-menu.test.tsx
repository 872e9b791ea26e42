import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from '../../src/layout/Menu';
import { badgeLabel } from '../../src/layout/UnreadBadge';
import { renderWithAdmin } from './render';
import { renderInFrench } from './render-fr';
import fr from '../../src/i18n/fr';
import { RESOURCES } from '../../src/resources';
import { screenPath } from '../../src/common/resource';

const unread = (count: number) => ({ getUnreadCount: vi.fn(async () => count) });

describe('sidebar menu', () => {
  it('lists the top-level entries and the fixed footer label', async () => {
    renderWithAdmin(<Menu />, { dataProvider: unread(0) });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Dashboard', 'Users', 'Businesses', 'Subscriptions', 'Messages', 'Education', 'Bootcamps', 'Opportunities']) {
      expect(within(nav).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Subscriptions').closest('a')).toHaveAttribute('href', '/admin/subscriptions');
    expect(screen.getByText('Admin User')).toBeInTheDocument();
  });

  it("shows '99+' on Messages when more than 99 messages are unread", async () => {
    const dataProvider = unread(150);
    renderWithAdmin(<Menu />, { dataProvider });
    const messages = screen.getByText('Messages').closest('a') as HTMLElement;
    expect(await within(messages).findByText('99+')).toBeInTheDocument();
    expect(dataProvider.getUnreadCount).toHaveBeenCalledTimes(1);
  });

  it('shows the exact count up to 99 and no badge at zero', async () => {
    renderWithAdmin(<Menu />, { dataProvider: unread(42) });
    const messages = screen.getByText('Messages').closest('a') as HTMLElement;
    expect(await within(messages).findByText('42')).toBeInTheDocument();
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(0)).toBe('');
  });

  it('shows no badge when the unread count cannot be fetched', async () => {
    const dataProvider = { getUnreadCount: vi.fn(async () => Promise.reject(new Error('HTTP error! status: 500'))) };
    renderWithAdmin(<Menu />, { dataProvider });
    await waitFor(() => expect(dataProvider.getUnreadCount).toHaveBeenCalled());
    const messages = screen.getByText('Messages').closest('a') as HTMLElement;
    expect(within(messages).queryByText(/\d/)).toBeNull();
  });

  it('opens and closes a group and keeps its state in the store', async () => {
    const user = userEvent.setup();
    const { store } = renderWithAdmin(<Menu />, { dataProvider: unread(0) });
    expect(screen.queryByText('Levels')).toBeNull();
    await user.click(screen.getByText('Education'));
    expect(await screen.findByText('Levels')).toBeInTheDocument();
    for (const label of ['Courses', 'Course Units', 'Quizzes']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Course Units').closest('a')).toHaveAttribute('href', '/course-units');
    expect(store.getItem('menu.education.open')).toBe(true);
    await user.click(screen.getByText('Education'));
    await waitFor(() => expect(screen.queryByText('Levels')).toBeNull());
    expect(store.getItem('menu.education.open')).toBe(false);
  });

  it('opens the group of the current page', async () => {
    renderWithAdmin(<Menu />, { dataProvider: unread(0), initialEntries: ['/opportunity-applications'] });
    const applications = (await screen.findAllByText('Applications')).map((text) => text.closest('a')?.getAttribute('href'));
    expect(applications).toEqual(['/opportunity-applications']);
    expect(screen.getByText('Opportunities', { selector: 'a *' })).toBeInTheDocument();
    expect(screen.queryByText('Levels')).toBeNull();
  });

  it("names each entry by its resource's plural name, or the group's short label, in French too", async () => {
    const user = userEvent.setup();
    renderInFrench(<Menu />, { dataProvider: unread(0) });
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    for (const group of ['Éducation', 'Bootcamps', 'Opportunités']) {
      const header = screen.queryByText(group);
      if (header) await user.click(header);
    }
    const names = fr.resources as Record<string, { name: string }>;
    const shortLabels: Record<string, string> = { 'app.shell.menu.levels': 'Niveaux', 'app.shell.menu.applications': 'Candidatures' };
    for (const resource of RESOURCES.filter((r) => r.menu)) {
      const text = resource.menu?.label ? shortLabels[resource.menu.label] : names[resource.name].name.split('||||')[1].trim();
      const links = (await screen.findAllByText(text)).map((found) => found.closest('a')?.getAttribute('href'));
      expect(links, resource.name).toContain(screenPath(resource));
    }
  });
});
