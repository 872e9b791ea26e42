import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MessageList from '../../src/messages/MessageList';
import { renderWithAdmin, type FakeDataProvider } from './render';
import { STATS, message } from './messages-fixtures';

/** This machine is shared and slow: give asynchronous UI updates time. */

function setup(record = message(5)) {
  let current = record;
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [current], total: 1 })),
    getOne: vi.fn(async () => ({ data: current })),
    getStats: vi.fn(async () => STATS),
    getUnreadCount: vi.fn(async () => 104),
    setMessageRead: vi.fn(async (_id: unknown, read: boolean) => {
      current = { ...current, read };
      return { data: current };
    }),
    delete: vi.fn(async () => ({ data: current })),
  };
  const result = renderWithAdmin(<MessageList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'messages',
    initialEntries: [`/messages/${record.id}/show`],
  });
  return { ...result, dataProvider };
}

describe('Message detail dialog', () => {
  it('shows every field and marks an unread message read on opening, refreshing the unread count', async () => {
    const { dataProvider, queryClient } = setup(message(5, { messageType: 'partnership', partnershipType: 'Sponsorship' }));
    // the sidebar badge's query (queryKeys.unreadCount), already loaded
    queryClient.setQueryData(['messages', 'unreadCount'], 104);
    expect(await screen.findByText('Sponsorship')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('sender5@example.com');
    expect(dialog).toHaveTextContent('+256 700 000 000');
    expect(dialog).toHaveTextContent('Nov 20, 2026');
    await waitFor(() => expect(dataProvider.setMessageRead).toHaveBeenCalledWith(5, true));
    expect(dataProvider.setMessageRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryClient.getQueryState(['messages', 'unreadCount'])?.isInvalidated).toBe(true));
    expect(await screen.findByText('Mark as unread')).toBeInTheDocument();
  });

  it('does not call the API for a message already read', async () => {
    const { dataProvider } = setup(message(6, { read: true }));
    expect(await screen.findByText('Mark as unread')).toBeInTheDocument();
    expect(dataProvider.setMessageRead).not.toHaveBeenCalled();
  });

  it('shows an HTML body as text, never as markup', async () => {
    const body = '<b>Bold</b> <img src=x onerror="alert(1)">\nsecond line';
    setup(message(7, { read: true, message: body }));
    const node = await screen.findByTestId('message-body');
    expect(node.textContent).toBe(body);
    expect(node.querySelector('b')).toBeNull();
    expect(node.querySelector('img')).toBeNull();
    expect(node).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('asks with the exact text before deleting and reports success', async () => {
    const { dataProvider } = setup(message(8, { read: true, fullName: 'Amina Nakato' }));
    await screen.findByText('Message Details');
    const detail = (await screen.findByTestId('message-body')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(detail).getByRole('button', { name: 'Delete' }));
    const text = await screen.findByText('Are you sure you want to delete the message from Amina Nakato? This action cannot be undone.');
    fireEvent.click(within(text.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalled());
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
  });
});
