/**
 * The bench's baseline: react-admin's <Admin> with ra-data-json-server and one guessed users list,
 * as react-admin's tutorial writes it: no auth, no lazy loading, default theme, default perPage (10).
 * The bench serves it with a json-server API at /api holding the fixture's 120 users (baseline-server.ts).
 */
import { Admin, ListGuesser, Resource } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

const dataProvider = jsonServerProvider('/api');

export const App = () => (
  <Admin dataProvider={dataProvider}>
    <Resource name="users" list={ListGuesser} />
  </Admin>
);
