import { act, fireEvent, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { renderWithAdmin } from './render';
import { useToast } from '../../src/common/useToast';

function Buttons() {
  const toast = useToast();
  const notify = useNotify();
  return (
    <>
      <button onClick={() => toast.success('ra.notification.created', 'Saved in %{place}', { place: 'Kampala' })}>
        ok
      </button>
      <button onClick={() => toast.warning('Careful now')}>warn</button>
      <button onClick={() => toast.error('ra.notification.http_error', 'Email already exists.')}>fail</button>
      <button onClick={() => notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })}>
        ra
      </button>
    </>
  );
}

describe('Toaster', () => {
  it('stacks several toasts with a translated title and message', async () => {
    renderWithAdmin(<Buttons />);
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('ra'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(3);
    expect(alerts[0]).toHaveTextContent('Element created');
    expect(alerts[0]).toHaveTextContent('Saved in Kampala');
    expect(alerts[1]).toHaveTextContent('Server communication error');
    expect(alerts[1]).toHaveTextContent('Email already exists.');
    expect(alerts[2]).toHaveTextContent('Element updated');
  });

  it('hides each toast after its own duration: success/info 5 s, warning 6 s, error 7 s', () => {
    vi.useFakeTimers();
    renderWithAdmin(<Buttons />);
    act(() => {
      fireEvent.click(screen.getByText('ok'));
      fireEvent.click(screen.getByText('warn'));
      fireEvent.click(screen.getByText('fail'));
      fireEvent.click(screen.getByText('ra'));
    });
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Careful now', expect.stringContaining('Email already exists.')]);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('closes a toast with its close button', async () => {
    renderWithAdmin(<Buttons />);
    fireEvent.click(screen.getByText('warn'));
    const alert = await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(alert).not.toBeInTheDocument();
  });
});
