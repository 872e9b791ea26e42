import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, HttpError, TestMemoryRouter, memoryStore } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { Toaster } from '../../src/common/Toaster';
import { ListError } from '../../src/common/ListStates';
import { useToast } from '../../src/common/useToast';
import { useErrorText } from '../../src/auth/errorText';

/** Failure texts of the kit and the sign-in banner, rendered in French. */
function Failures() {
  const toast = useToast();
  const bannerText = useErrorText();
  return (
    <>
      <button onClick={() => toast.error('app.errors.updateFailed', 'HTTP error! status: 500')}>fail</button>
      <ListError message="HTTP error! status: 503" />
      <ListError message="" title="app.errors.deleteFailed" />
      <p>{bannerText(new HttpError('HTTP error! status: 502', 502), 'app.auth.errors.loginFailed')}</p>
      <p>{bannerText(new Error('Invalid email or password'), 'app.auth.errors.loginFailed')}</p>
      <p>{bannerText(new HttpError('Token refresh failed', 401), 'app.auth.errors.loginFailed')}</p>
      <p>{bannerText(new Error(''), 'app.auth.errors.loginFailed')}</p>
    </>
  );
}

function renderInFrench() {
  const i18nProvider = createI18nProvider({ '../i18n/fr.ts': () => import('../../src/i18n/fr') });
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'fr' })}>
        <Failures />
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("the client's own error texts in the UI", () => {
  it('are translated in toasts, list errors and the sign-in banner', async () => {
    renderInFrench();
    expect(await screen.findByText('Erreur HTTP ! statut : 503')).toBeInTheDocument();
    expect(screen.getByText('Échec de la suppression').closest('[role=alert]')).toHaveTextContent("Une erreur inattendue s'est produite");
    expect(screen.getByText('Erreur HTTP ! statut : 502')).toBeInTheDocument();
    expect(screen.getByText('E-mail ou mot de passe incorrect')).toBeInTheDocument();
    expect(screen.getByText("Échec du renouvellement du jeton d'accès")).toBeInTheDocument();
    expect(screen.getByText('Échec de la connexion')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const toast = (await screen.findByText('Échec de la mise à jour')).closest('[role=alert]');
    expect(toast).toHaveTextContent('Erreur HTTP ! statut : 500');
    expect(toast).not.toHaveTextContent('HTTP error!');
  });
});

describe('ListError', () => {
  const renderError = (error: unknown) =>
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={createI18nProvider({})} store={memoryStore()}>
          <ListError title="app.common.list.errorTitle" message="app.shell.profile.error" error={error} />
        </AdminContext>
      </TestMemoryRouter>,
    );

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 500 without a message', new HttpError('HTTP error! status: 500', 500, undefined)],
    ['a 500 with an empty body', new HttpError('HTTP error! status: 500', 500, {})],
  ])("shows the call's default after %s", async (_, error) => {
    renderError(error);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get profile');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Failed to fetch|HTTP error/);
  });

  it("shows the server's message of a refused call", async () => {
    renderError(new HttpError('Down for maintenance', 503, { message: 'Down for maintenance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance');
  });
});
