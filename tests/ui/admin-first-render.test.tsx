/**
 * The app's <Admin> (src/layout/Admin.tsx) draws its page on its first render: the locale a first visit has not stored
 * yet is the i18nProvider's (react-admin's I18nContextProvider would draw nothing first), and the resources are defined
 * from the start and stay the same object when react-admin registers them again (StaticResourceDefinitions).
 */
import { Fragment, Profiler, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Resource, TestMemoryRouter, memoryStore, useResourceDefinitions, type ResourceDefinitions } from 'react-admin';
import { Admin, withLocaleDefault } from '../../src/layout/Admin';
import { definitionsOf } from '../../src/layout/StaticResourceDefinitions';
import { i18nProvider, testDataProvider } from './render';

const List = () => <p>the list</p>;

describe('withLocaleDefault', () => {
  it("answers 'locale' with the provider's locale when none is stored, and leaves the rest to the store", () => {
    const store = withLocaleDefault(memoryStore({ theme: 'dark' }), { getLocale: () => 'en' });
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('locale', 'sw')).toBe('sw');
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('sidebar.open')).toBeUndefined();
    store.setItem('locale', 'fr');
    expect(store.getItem('locale')).toBe('fr');
  });
});

describe('definitionsOf', () => {
  it('defines each <Resource> with its own registerResource, in fragments too, and skips the rest', () => {
    const definitions = definitionsOf([
      <Resource key="users" name="users" list={List} />,
      <Fragment key="more">
        <Resource name="messages" list={List} show={List} recordRepresentation="subject" />
        <p>not a resource</p>
      </Fragment>,
    ]);
    expect(Object.keys(definitions)).toEqual(['users', 'messages']);
    expect(definitions.users).toMatchObject({ name: 'users', hasList: true, hasShow: false, hasEdit: false, hasCreate: false });
    expect(definitions.messages).toMatchObject({ hasList: true, hasShow: true, recordRepresentation: 'subject' });
  });
});

describe('Admin on a first visit (nothing stored)', () => {
  it('draws the page on its first render, with every resource defined, and keeps the definitions once registered', async () => {
    const seen: ResourceDefinitions[] = [];
    let commits = 0;
    let commitsBeforeLayout: number | undefined;
    function Layout({ children }: { children: ReactNode }) {
      commitsBeforeLayout ??= commits;
      seen.push(useResourceDefinitions());
      return <main>{children}</main>;
    }
    const Dashboard = () => <p>the dashboard</p>;
    const signedIn = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => 'admin',
    };
    render(
      <Profiler id="admin" onRender={() => (commits += 1)}>
        <TestMemoryRouter initialEntries={['/']}>
          <Admin
            dataProvider={testDataProvider()}
            authProvider={signedIn}
            i18nProvider={i18nProvider}
            store={memoryStore()}
            layout={Layout}
            dashboard={Dashboard}
            loginPage={() => <p>sign in</p>}
            notification={() => null}
          >
            <Resource name="users" list={List} />
            <Resource name="messages" list={List} />
          </Admin>
        </TestMemoryRouter>
      </Profiler>,
    );
    expect(await screen.findByText('the dashboard')).toBeTruthy();
    // the first render drew the layout (the locale was there): no commit of an empty page before it
    expect(commitsBeforeLayout).toBe(0);
    expect(Object.keys(seen[0]).sort()).toEqual(['messages', 'users']);
    // react-admin registered the resources twice meanwhile; the layout saw one and the same definitions object
    expect(new Set(seen).size).toBe(1);
  });
});
