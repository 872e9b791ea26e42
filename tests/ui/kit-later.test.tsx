/**
 * The deferred second pass (src/common/later.tsx): LaterTooltip wraps its child in MUI's Tooltip only from the second
 * pass on, which mounts the child anew; a child that had the focus keeps it (a dialog opened from it gives it back).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import IconButton from '@mui/material/IconButton';
import { LaterProvider, LaterTooltip, useLater } from '../../src/common/later';

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
