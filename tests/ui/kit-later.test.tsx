/**
 * The deferred second pass (src/common/later.tsx): LaterTooltip wraps its child in MUI's Tooltip only from the second
 * pass on, which mounts the child anew; a child that had the focus keeps it (a dialog opened from it gives it back).
 * A row's actions (RowActions) hold their buttons' room in the first pass and show the buttons in the second.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import IconButton from '@mui/material/IconButton';
import { RecordContextProvider } from 'react-admin';
import { LaterProvider, LaterTooltip, useLater } from '../../src/common/later';
import { RowActions } from '../../src/common/RowActions';
import { renderWithAdmin } from './render';

const Pass = () => <span data-testid="pass">{useLater() ? 'second' : 'first'}</span>;

describe('LaterTooltip', () => {
  it('keeps the focus on its child when the second pass wraps it in a tooltip', async () => {
    render(
      <LaterProvider>
        <Pass />
        <LaterTooltip title="View Grace">
          <IconButton aria-label="View Grace">v</IconButton>
        </LaterTooltip>
      </LaterProvider>,
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    const first = screen.getByRole('button', { name: 'View Grace' });
    act(() => first.focus());
    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    const second = screen.getByRole('button', { name: 'View Grace' });
    expect(second).not.toBe(first); // mounted anew inside the tooltip
    expect(second).toHaveFocus();
  });

  it('leaves the focus alone when its child did not have it', async () => {
    render(
      <LaterProvider>
        <Pass />
        <button type="button">Elsewhere</button>
        <LaterTooltip title="Edit Grace">
          <IconButton aria-label="Edit Grace">e</IconButton>
        </LaterTooltip>
      </LaterProvider>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    expect(elsewhere).toHaveFocus();
  });
});

describe('RowActions in the first pass', () => {
  it('holds the room of its buttons, hidden from assistive technology, and shows the buttons in the second pass', async () => {
    const { container } = renderWithAdmin(
      <LaterProvider>
        <Pass />
        <RecordContextProvider value={{ id: 7, name: 'Grace' }}>
          <RowActions viewLabel="resources.users.actions.view" editLabel="resources.users.actions.edit" labelArgs={{ name: 'Grace' }}>
            <IconButton size="small" aria-label="Delete Grace">
              d
            </IconButton>
            {false}
          </RowActions>
        </RecordContextProvider>
      </LaterProvider>,
      { resource: 'users', initialEntries: ['/users'] },
    );
    expect(screen.getByTestId('pass')).toHaveTextContent('first');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const room = container.querySelector('span[aria-hidden="true"]') as HTMLElement;
    // view, edit and the one child that renders (not the `false` one): three small icon buttons of 30 px
    expect(room.style.width).toBe('90px');
    expect(room.style.height).toBe('30px');
    await waitFor(() => expect(screen.getByTestId('pass')).toHaveTextContent('second'));
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'View Grace',
      'Edit Grace',
      'Delete Grace',
    ]);
  });
});
