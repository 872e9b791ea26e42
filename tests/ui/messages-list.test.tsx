import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MessageList from '../../src/messages/MessageList';
import { renderWithAdmin, type FakeDataProvider } from './render';
import { STATS, message } from './messages-fixtures';

/** This machine is shared and slow: give asynchronous UI updates time. */

const rows = [message(1, { read: false }), message(2, { read: true, messageType: 'job' }), message(3, { messageType: 'partnership' })];

function setup(over: Record<string, unknown> = {}) {
  const getList = vi.fn(async () => ({ data: rows, total: 23 }));
  const dataProvider = {
    getList,
    getStats: vi.fn(async () => STATS),
    markMessagesRead: vi.fn(async (ids: unknown[]) => ({ count: ids.length })),
    ...over,
  };
  const result = renderWithAdmin(<MessageList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'messages', initialEntries: ['/messages'] });
  return { ...result, getList, dataProvider };
}

/** The selection checkbox of each body row (MUI puts react-admin's aria-label on the checkbox's root). */
const rowCheckboxes = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('tbody tr input[type="checkbox"]'));

const lastListParams = (getList: ReturnType<typeof vi.fn>) =>
  getList.mock.calls[getList.mock.calls.length - 1][1] as { filter: Record<string, unknown>; pagination: { page: number; perPage: number } };

describe('Messages list', () => {
  it('shows the totals over all messages and ten rows per page', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Sender 1')).toBeInTheDocument();
    expect(screen.getByText('104')).toBeInTheDocument();
    expect(screen.getByText('46')).toBeInTheDocument();
    expect(screen.getByText('150')).toBeInTheDocument();
    expect(lastListParams(getList).pagination).toEqual({ page: 1, perPage: 10 });
    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(screen.getByText('Partnership')).toBeInTheDocument();
  });

  it('sends the type and read filters to the query and goes back to page 1', async () => {
    const { getList, location } = setup();
    await screen.findByText('Sender 1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Job' }));
    await waitFor(() => expect(lastListParams(getList).filter).toEqual({ messageType: 'job' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Unread' }));
    await waitFor(() => expect(lastListParams(getList).filter).toEqual({ messageType: 'job', read: 'false' }));
    expect(lastListParams(getList).pagination.page).toBe(1);
    expect(decodeURIComponent(location().search)).toContain('"read":"false"');
  });

  it("shows 'No messages found' when nothing matches", async () => {
    setup({ getList: vi.fn(async () => ({ data: [], total: 0 })) });
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('marks the selected messages read in bulk', async () => {
    const { dataProvider, getList } = setup();
    await screen.findByText('Sender 1');
    const checkboxes = rowCheckboxes();
    fireEvent.click(checkboxes[0]);
    fireEvent.click(checkboxes[2]);
    const callsBefore = getList.mock.calls.length;
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Read (2)' }));
    await waitFor(() => expect(dataProvider.markMessagesRead).toHaveBeenCalledWith([1, 3]));
    expect(await screen.findByText('2 messages marked as read')).toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it("counts the button's n in the toast even when the messages were already read", async () => {
    setup({ markMessagesRead: vi.fn(async () => ({ count: 0 })) });
    await screen.findByText('Sender 1');
    fireEvent.click(rowCheckboxes()[0]);
    fireEvent.click(rowCheckboxes()[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Read (2)' }));
    expect(await screen.findByText('2 messages marked as read')).toBeInTheDocument();
  });

  it('shows the failure of a bulk mark as read', async () => {
    setup({ markMessagesRead: vi.fn(async () => Promise.reject(new Error('boom'))) });
    await screen.findByText('Sender 1');
    fireEvent.click(rowCheckboxes()[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Read (1)' }));
    expect(await screen.findByText('Failed to mark messages as read')).toBeInTheDocument();
  });

  it('toggles one message read from its row', async () => {
    const setMessageRead = vi.fn(async (id: number, read: boolean) => ({ data: { ...message(id), read } }));
    setup({ setMessageRead });
    const row = (await screen.findByText('Sender 1')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(setMessageRead).toHaveBeenCalledWith(1, true));
    expect(await screen.findByText('Message marked as read')).toBeInTheDocument();
  });

  it('shows the load failure with Try Again', async () => {
    setup({ getList: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect((await screen.findAllByText('Failed to load messages')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
