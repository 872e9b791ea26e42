/**
 * The header (src/layout/AppBar.tsx): react-admin's app bar with its menu toggle named by its aria-label in the first
 * pass and by the same text as a tooltip after, the right-hand controls from the second pass on.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LaterProvider, useLater } from '../../src/common/later';
import { AppBar } from '../../src/layout/AppBar';
import { renderWithAdmin } from './render';

const Pass = () => <span data-testid="pass">{useLater() ? 'second' : 'first'}</span>;

describe('app bar', () => {
  it('toggles the sidebar from its first pass on, and adds the right-hand controls in the second', async () => {
    const { store, container } = renderWithAdmin(
      <LaterProvider>
        <Pass />
        <AppBar />
      </LaterProvider>,
      { toaster: false, dataProvider: { getList: async () => ({ data: [], total: 0 }), getUnreadCount: async () => 0 } },
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    const toggle = screen.getByRole('button', { name: /^(Open|Close) menu$/ });
    expect(toggle).toHaveClass('RaAppBar-menuButton');
    expect(container.querySelector('header.RaAppBar-appBar .RaAppBar-toolbar')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Account/ })).toBeNull();
    const wasOpen = toggle.getAttribute('aria-label') === 'Close menu';
    act(() => fireEvent.click(toggle));
    expect(store.getItem('sidebar.open')).toBe(!wasOpen);
    const toggled = !wasOpen ? 'Close menu' : 'Open menu';
    expect(screen.getByRole('button', { name: toggled })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    expect(screen.getByRole('button', { name: toggled })).toHaveClass('RaAppBar-menuButton');
    expect(await screen.findByRole('button', { name: /^Account/ })).toBeInTheDocument();
  });
});
