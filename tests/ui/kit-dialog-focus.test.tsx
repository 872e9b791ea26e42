/**
 * Focus back to the opener (src/common/RouteDialog.tsx): closing a dialog gives the focus back to the button that
 * opened it, also when that button was drawn anew while the dialog was open (its list redrew the row): then the
 * button with the same accessible name takes it.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RouteDialog } from '../../src/common/RouteDialog';
import { renderWithAdmin } from './render';

function Row() {
  const [open, setOpen] = useState(false);
  const [drawing, setDrawing] = useState(1);
  return (
    <>
      <button key={drawing} type="button" aria-label="View Grace Namutebi" onClick={() => setOpen(true)}>
        view
      </button>
      <button type="button" onClick={() => setDrawing((n) => n + 1)}>
        redraw
      </button>
      {open ? (
        <RouteDialog title="Details" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setDrawing((n) => n + 1)}>
            redraw from the dialog
          </button>
        </RouteDialog>
      ) : null}
    </>
  );
}

describe('RouteDialog focus return', () => {
  it('gives the focus back to the opener, even when it was drawn anew meanwhile', async () => {
    renderWithAdmin(<Row />, { toaster: false });
    const opener = screen.getByRole('button', { name: 'View Grace Namutebi' });
    act(() => opener.focus());
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'redraw from the dialog', hidden: true }));
    const redrawn = screen.getByRole('button', { name: 'View Grace Namutebi', hidden: true });
    expect(redrawn).not.toBe(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Grace Namutebi' })).toHaveFocus());
  });
});
