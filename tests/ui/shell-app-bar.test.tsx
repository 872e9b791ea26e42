/** The header (src/layout/AppBar.tsx): react-admin's app bar with its menu toggle and every control at once. */
import { act, fireEvent, screen } from '@testing-library/react';
import { AppBar } from '../../src/layout/AppBar';
import { renderWithAdmin } from './render';

describe('app bar', () => {
  it('toggles the sidebar and shows the search, the language, theme, bell and account controls', async () => {
    const { store, container } = renderWithAdmin(<AppBar />, {
      toaster: false,
      dataProvider: { getList: async () => ({ data: [], total: 0 }), getUnreadCount: async () => 0 },
    });
    const toggle = screen.getByRole('button', { name: /^(Open|Close) menu$/ });
    expect(toggle).toHaveClass('RaAppBar-menuButton');
    expect(container.querySelector('header.RaAppBar-appBar .RaAppBar-toolbar')).not.toBeNull();
    const wasOpen = toggle.getAttribute('aria-label') === 'Close menu';
    act(() => fireEvent.click(toggle));
    expect(store.getItem('sidebar.open')).toBe(!wasOpen);
    expect(screen.getByRole('button', { name: !wasOpen ? 'Close menu' : 'Open menu' })).toBeInTheDocument();

    expect(screen.getByLabelText('Search users, businesses, bootcamps...')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Toggle light/dark mode' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: /^Account/ })).toBeEnabled();
  });
});
