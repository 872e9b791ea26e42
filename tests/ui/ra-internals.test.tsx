/**
 * What src/ra-internals mirrors of react-admin, held to the installed react-admin: the version it was checked against;
 * the resources' definitions from the start, the same object when react-admin registers them again
 * (StaticResourceDefinitions, rendered in the app's <Admin>). The list params of src/ra-internals/listParams.ts are
 * held to react-admin's list controller in boot-plan.test.tsx.
 */
import { Fragment, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Resource, TestMemoryRouter, memoryStore, useResourceDefinitions, type ResourceDefinitions } from 'react-admin';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Admin } from '../../src/layout/Admin';
import { definitionsOf } from '../../src/ra-internals/StaticResourceDefinitions';
import { VERIFIED_REACT_ADMIN } from '../../src/ra-internals/version';
import { i18nProvider, testDataProvider } from './render';

const List = () => <p>the list</p>;

describe('the react-admin that src/ra-internals mirrors', () => {
  const versionOf = (name: string) => (JSON.parse(readFileSync(resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

  it.each(['react-admin', 'ra-core', 'ra-ui-materialui'])('%s is the version the mirrors were checked against', (name) => {
    // An upgrade is a deliberate step: docs/architecture.md, "Upgrading react-admin", then this constant.
    expect(versionOf(name)).toBe(VERIFIED_REACT_ADMIN);
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

describe('Admin', () => {
  it('has every resource defined on its first render, and keeps the definitions once react-admin registers them', async () => {
    const seen: ResourceDefinitions[] = [];
    function Layout({ children }: { children: ReactNode }) {
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
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('the dashboard')).toBeTruthy();
    expect(Object.keys(seen[0]).sort()).toEqual(['messages', 'users']);
    // react-admin registered the resources twice meanwhile; the layout saw one and the same definitions object
    expect(new Set(seen).size).toBe(1);
  });
});
