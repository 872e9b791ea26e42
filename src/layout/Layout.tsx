/**
 * The authenticated layout: fixed app bar, sidebar (drawer under 1024 px), page content, and the one poll of
 * the shell's counts. Why not react-admin's <Layout>: it also renders the preferences <Inspector> on every page,
 * which reads document.body.clientWidth during render (a forced layout of the whole page, ~10 ms on a cold
 * load) for a feature this app does not use. The frame below is react-admin's own, with its class names
 * (RaLayout-appFrame, -contentWithSidebar, -content), styles, skip link, error boundary and Suspense.
 */
import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage, Loading, SkipNavigationButton, useGetIdentity } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { useShellPoll } from './shellPoll';
import { i18nProvider } from '../providers/i18nProvider';
import resourceMessages from '../i18n/en/resources';

// The screens' English texts come with the shell's chunk, so the sign-in page does not load them.
i18nProvider.extend({ resources: resourceMessages });

export default function Layout({ children }: { children: ReactNode }) {
  useShellPoll();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  useGetIdentity();
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorPage error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}

/** react-admin's layout styles (appFrame under the 48 px app bar), with room for content at every width. */
const Frame = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1 },
  '& .RaLayout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: theme.spacing(0, 1, 3),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 2, 3) },
  },
}));
