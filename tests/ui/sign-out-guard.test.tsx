import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TextInput, type AuthProvider } from 'react-admin';
import { renderWithAdmin } from './render';
import { ResourceDialogs } from '../../src/common/ResourceDialogs';
import { CreateDialog } from '../../src/common/FormDialogs';
import { UserMenu } from '../../src/layout/UserMenu';
import { SignOut, SIGN_OUT_PATH } from '../../src/layout/SignOut';

/** Leaving a dirty form by signing out asks first; the session ends only after 'Discard'. */
function setup() {
  const authProvider: AuthProvider = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Grace Namutebi', email: 'admin@example.com' })),
  };
  const result = renderWithAdmin(
    <>
      <UserMenu />
      <ResourceDialogs
        create={
          <CreateDialog draft={false}>
            <TextInput source="title" />
          </CreateDialog>
        }
      />
      <Routes>
        <Route path={SIGN_OUT_PATH} element={<SignOut />} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { resource: 'courses', initialEntries: ['/courses/create'], authProvider },
  );
  return { ...result, authProvider };
}

/** The user menu sits behind the modal form (aria-hidden), so it is reached with `hidden: true`. */
async function signOut() {
  fireEvent.click(await screen.findByRole('button', { name: /^Account/, hidden: true }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
}

describe('sign-out with unsaved changes', () => {
  it("asks first: 'Keep Editing' keeps the form and the session, 'Discard' signs out", async () => {
    const { authProvider, location } = setup();
    const title = (await screen.findByLabelText(/Title/)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Half-typed course' } });

    await signOut();
    const question = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(question).toHaveTextContent('You have unsaved changes. Are you sure you want to close without saving?');
    expect(authProvider.logout).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument());
    expect(location().pathname).toBe('/courses/create');
    expect(screen.getByLabelText(/Title/)).toHaveValue('Half-typed course');
    expect(authProvider.logout).not.toHaveBeenCalled();

    await signOut();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledTimes(1));
  });

  it('signs out at once when nothing is unsaved', async () => {
    const { authProvider } = setup();
    await screen.findByLabelText(/Title/);
    await signOut();
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();
  });
});
