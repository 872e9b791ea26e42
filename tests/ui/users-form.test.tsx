import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderWithAdmin, signedIn } from './render';
import UserList from '../../src/users/UserList';
import { BOM, recordsToCsv } from '../../src/common/csv';
import { userCsvColumns } from '../../src/users/csvColumns';
import { i18nProvider } from './render';
import type { User } from '../../src/domain/types';

const jane: User = {
  id: 1,
  firstname: 'Jane',
  lastname: 'Nakato',
  name: 'Jane Nakato',
  email: 'jane@example.com',
  role: 'user',
  profilePicture: null,
  otpVerified: true,
  lastLoginAt: null,
  createdAt: '2026-01-15T09:30:00.000Z',
  phoneNumber: '+256 700 123456',
  address: 'Kampala',
};

function setup(path: string, extra: Record<string, unknown> = {}) {
  const getList = vi.fn(async () => ({ data: [jane], total: 1 }));
  const getStats = vi.fn(async () => ({ total: 1, admins: 0, verified: 1, regular: 1 }));
  const getOne = vi.fn(async () => ({ data: jane }));
  const create = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { ...p.data, id: 9 } }));
  const update = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { ...jane, ...p.data } }));
  const result = renderWithAdmin(<UserList />, {
    dataProvider: { getList: getList as never, getStats: getStats as never, getOne: getOne as never, create: create as never, update: update as never, ...extra },
    resource: 'users',
    initialEntries: [path],
    authProvider: signedIn(),
  });
  return { ...result, getList, create, update, getStats };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
/** Types the Add User form's four required fields (password 'secret123'). */
function fillRequired(dialog: HTMLElement, first: string, last: string, email: string) {
  type(field(dialog, /^first name/i), first);
  type(field(dialog, /^last name/i), last);
  type(field(dialog, /^email/i), email);
  type(field(dialog, /^password/i), 'secret123');
}
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));

describe('Add User', () => {
  it('validates: required names, email and password with the requirements messages', async () => {
    const { create } = setup('/users/create');
    const dialog = await screen.findByRole('dialog');
    save(dialog);
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    type(field(dialog, /^email/i), 'not-an-email');
    type(field(dialog, /^password/i), '123');
    save(dialog);
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a name or e-mail with invisible or direction-changing characters, as the API does', async () => {
    const { create } = setup('/users/create');
    const dialog = await screen.findByRole('dialog');
    fillRequired(dialog, 'Ais\u200Bha', 'Nakato\u202Eexe', 'aisha\u2066@example.com');
    save(dialog);
    await waitFor(() => expect(within(dialog).getAllByText('Remove invisible or direction-changing characters')).toHaveLength(3));
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the user through POST /auth/register, toasts, refreshes and closes', async () => {
    const { create, location, getStats } = setup('/users/create');
    const dialog = await screen.findByRole('dialog');
    fillRequired(dialog, ' Sarah ', 'Namutebi', 'Sarah@Example.com');
    type(field(dialog, /^phone/i), '+256 772 000111');
    type(field(dialog, /^address/i), 'Gulu');
    const statsCalls = getStats.mock.calls.length;
    save(dialog);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('users', expect.objectContaining({ data: {
        firstname: 'Sarah',
        lastname: 'Namutebi',
        email: 'sarah@example.com',
        password: 'secret123',
        role: 'user',
        phoneNumber: '+256 772 000111',
        address: 'Gulu',
      } })),
    );
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/users'));
    await waitFor(() => expect(getStats.mock.calls.length).toBeGreaterThan(statsCalls));
  });

  it('a create that fails without a message (the network) toasts the dialog default, not an empty text', async () => {
    const create = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    setup('/users/create', { create });
    const dialog = await screen.findByRole('dialog');
    fillRequired(dialog, 'Sarah', 'Namutebi', 'sarah@example.com');
    save(dialog);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('keeps a draft of the new user without the password, and restores it without one', async () => {
    localStorage.removeItem('form-draft-1-users');
    const first = setup('/users/create');
    const dialog = await screen.findByRole('dialog');
    type(field(dialog, /^email/i), 'sarah@example.com');
    type(field(dialog, /^password/i), 'secret123');
    expect(await within(dialog).findByText('Draft saved automatically')).toBeInTheDocument();
    const raw = localStorage.getItem('form-draft-1-users') ?? '';
    expect(JSON.parse(raw)).toMatchObject({ email: 'sarah@example.com', role: 'user' });
    expect(raw).not.toContain('secret123');
    expect(raw).not.toContain('password');
    first.unmount();

    // even a draft that holds a password (written elsewhere) never fills the field
    localStorage.setItem('form-draft-1-users', JSON.stringify({ email: 'sarah@example.com', password: 'leaked1' }));
    setup('/users/create');
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(field(again, /^email/i)).toHaveValue('sarah@example.com'));
    expect(field(again, /^password/i)).toHaveValue('');
    localStorage.removeItem('form-draft-1-users');
  });

  it('sends the password exactly as typed: its spaces are part of it', async () => {
    const { create } = setup('/users/create');
    const dialog = await screen.findByRole('dialog');
    fillRequired(dialog, 'Sarah', 'Namutebi', 'sarah@example.com');
    type(field(dialog, /^password/i), ' spaced pw ');
    save(dialog);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data.password).toBe(' spaced pw ');
  });

  it('shows a duplicate email under the email field', async () => {
    setup('/users/create', {
      create: vi.fn(async () => {
        throw new Error('User with this email already exists');
      }),
    });
    const dialog = await screen.findByRole('dialog');
    fillRequired(dialog, 'Jane', 'Nakato', 'jane@example.com');
    save(dialog);
    expect((await within(dialog).findAllByText('User with this email already exists')).length).toBeGreaterThan(0);
  });
});

describe('Edit User', () => {
  it('PATCHes the editable fields only (no password field)', async () => {
    const { update } = setup('/users/1');
    expect(await screen.findByLabelText(/^first name/i)).toHaveValue('Jane');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(/^password/i)).toBeNull();
    type(field(dialog, /^address/i), 'Entebbe');
    save(dialog);
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      firstname: 'Jane',
      lastname: 'Nakato',
      email: 'jane@example.com',
      role: 'user',
      phoneNumber: '+256 700 123456',
      address: 'Entebbe',
    });
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it("demoting the last admin: the server's reason is shown and the dialog stays open", async () => {
    const update = vi.fn(async () => {
      throw new HttpError('The last admin cannot be demoted', 409, { message: 'The last admin cannot be demoted' });
    });
    setup('/users/1', { update, getOne: vi.fn(async () => ({ data: { ...jane, role: 'admin' } })) });
    expect(await screen.findByLabelText(/^first name/i)).toHaveValue('Jane');
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /role/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'User' }));
    save(dialog);
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0] as unknown as [string, { data: { role: string } }])[1].data.role).toBe('user');
    expect(await screen.findByText('The last admin cannot be demoted')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Delete User', () => {
  it('asks for confirmation, deletes and toasts', async () => {
    const del = vi.fn(async () => ({ data: jane }));
    setup('/users', { delete: del });
    const row = (await screen.findByText('Jane Nakato')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /delete/i }));
    expect(await screen.findByText('Are you sure you want to delete Jane Nakato? This action cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^(confirm|delete)$/i }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('users', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
  });

  it("deleting the last admin: the server's reason is shown and the row stays", async () => {
    const del = vi.fn(async () => {
      throw new HttpError('The last admin cannot be deleted', 409, { message: 'The last admin cannot be deleted' });
    });
    setup('/users', { delete: del });
    const row = (await screen.findByText('Jane Nakato')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /delete/i }));
    fireEvent.click(await screen.findByRole('button', { name: /^(confirm|delete)$/i }));
    await waitFor(() => expect(del).toHaveBeenCalled());
    expect(await screen.findByText('The last admin cannot be deleted')).toBeInTheDocument();
    expect(screen.getByText('Jane Nakato')).toBeInTheDocument();
  });
});

describe('CSV export', () => {
  it('has readable columns and values, and neutralises formulas', () => {
    const translate = i18nProvider.translate;
    const csv = recordsToCsv([{ ...jane, address: '=HYPERLINK("x")' }], userCsvColumns, translate);
    const [header, row] = csv.slice(BOM.length).split('\r\n');
    expect(header).toBe('"ID","Name","Email","Role","Verification","Phone","Address","Last Login","Created"');
    expect(row).toContain('"Jane Nakato","jane@example.com","User","Verified",');
    expect(row).toContain('"Never"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`,"'+256 700 123456",`);
  });
});
