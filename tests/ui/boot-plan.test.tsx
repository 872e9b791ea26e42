/**
 * The boot script fetches a screen's first data before React renders (src/boot/plan.ts); the http client hands
 * that answer over only when the screen asks for the very same URL. These tests render react-admin's own list
 * controller (ListBase with the screen's defaults) and the stats hook over the real dataProvider, and check that
 * the URLs they request are exactly the boot plan's, for the URL's params, the stored params and the defaults.
 */
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ListBase, localStorageStore, useGetOne, useListContext, type DataProvider } from 'react-admin';
import { API_URL } from '../../src/providers/routes';
import { buildUrl } from '../../src/providers/url';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createSessionStore } from '../../src/providers/session';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import { bootRequests, bootRouteFor, matchBootRoute } from '../../src/boot/plan';
import { PAGES, resourceNamed } from '../../src/resources';
import { listDefaultsOf } from '../../src/common/resource';
import { loadBootcampForms } from '../../src/bootcamps';
import { loadOpportunityForms } from '../../src/opportunities';
import { seedFirstQueries } from '../../src/boot/seed';
import type { AppDataProvider } from '../../src/providers/types';
import { useStats } from '../../src/common/useStats';
import type { StatsResource } from '../../src/providers/types';
import { renderWithAdmin, type FakeDataProvider } from './render';

/** The real dataProvider over an http client that records every URL it is asked for. */
function recordingDataProvider() {
  const urls: string[] = [];
  const http: HttpClient = {
    baseUrl: API_URL,
    session: createSessionStore(null),
    request: async <T,>(path: string, options: RequestOptions = {}) => {
      urls.push(buildUrl(API_URL, path, options.query));
      return { status: 200, headers: new Headers(), json: { data: [], total: 0, pagination: { total: 0 } } as T };
    },
    refresh: async () => undefined,
    ensureFresh: async () => undefined,
  };
  return { urls, dataProvider: createDataProvider(http) };
}

/** What a bootcamp's applicants screen reads first: the bootcamp, by the id react-router gives it (a string). */
const Bootcamp = ({ id }: { id: string }) => {
  const { data } = useGetOne('bootcamps', { id });
  return <p>{data ? `bootcamp ${String(data.id)}` : 'loading'}</p>;
};

/** The applicants' list as the screen sets it up: its own store key and the bootcamp (the API's number) as filter. */
const Applicants = ({ bootcampId, children }: { bootcampId: number; children?: ReactNode }) => (
  <ListBase
    resource="bootcamp-applicants"
    storeKey={`bootcamp-applicants-${bootcampId}`}
    filter={{ bootcampId }}
    {...listDefaultsOf(resourceNamed('bootcamp-applicants'))}
    render={children ? undefined : () => null}
  >
    {children}
  </ListBase>
);

const Stats = ({ resource }: { resource: StatsResource }) => {
  useStats(resource);
  return null;
};

/** Renders the screen's first requests at `entry` and returns the URLs react-admin asked for. */
async function requestedBy(entry: string) {
  const [pathname, search = ''] = entry.split('?');
  const route = matchBootRoute(pathname)!;
  const { urls, dataProvider } = recordingDataProvider();
  renderWithAdmin(
    <>
      {route.resource && !route.resource.parent ? <ListBase resource={route.resource.name} {...listDefaultsOf(route.resource)} render={() => null} /> : null}
      {route.stats ? <Stats resource={route.stats} /> : null}
      {route.recordId !== undefined ? <Bootcamp id={route.recordId} /> : null}
      {route.resource?.parent && route.recordId !== undefined ? <Applicants bootcampId={Number(route.recordId)} /> : null}
    </>,
    { dataProvider: dataProvider as DataProvider as FakeDataProvider, store: localStorageStore(), initialEntries: [entry] },
  );
  const expected = bootRequests(route, search ? `?${search}` : '', window.localStorage);
  await waitFor(() => expect(urls).toHaveLength(expected.length));
  return { urls, expected };
}

beforeEach(() => window.localStorage.clear());

describe('the boot plan asks for what the screen asks for', () => {
  it('uses the list defaults when neither the URL nor the store has params', async () => {
    const { urls, expected } = await requestedBy('/users');
    expect(expected).toEqual(['/api/users?page=1&limit=10&sortBy=createdAt&sortOrder=desc', '/api/users/stats']);
    expect(urls.sort()).toEqual([...expected].sort());
  });

  it("uses the URL's page, sort and filters, even below the list's path", async () => {
    const filter = encodeURIComponent(JSON.stringify({ role: 'admin', q: 'grace' }));
    const { urls, expected } = await requestedBy(`/users/12/show?filter=${filter}&page=2&perPage=10&sort=email&order=ASC`);
    expect(expected[0]).toBe('/api/users?page=2&limit=10&role=admin&search=grace&sortBy=email&sortOrder=asc');
    expect(urls.sort()).toEqual([...expected].sort());
  });

  it('uses the params react-admin stored for the list', async () => {
    const stored = { filter: { sector: 'Technology' }, sort: 'name', order: 'ASC', page: 3, perPage: 10 };
    window.localStorage.setItem('RaStore.businesses.listParams', JSON.stringify(stored));
    const { urls, expected } = await requestedBy('/businesses');
    expect(expected[0]).toBe('/api/businesses?page=3&limit=10&sector=Technology&sortBy=name&sortOrder=asc');
    expect(urls.sort()).toEqual([...expected].sort());
  });

  it('ignores stored params that hold nothing custom', async () => {
    const untouched = { filter: {}, sort: null, order: null, page: 1, perPage: null };
    window.localStorage.setItem('RaStore.messages.listParams', JSON.stringify(untouched));
    const { urls, expected } = await requestedBy('/messages');
    expect(expected[0]).toBe('/api/messages?page=1&limit=10&sortBy=createdAt&sortOrder=desc');
    expect(urls.sort()).toEqual([...expected].sort());
  });

  it('maps the subscriptions list and its query names', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'PENDING' }));
    const { urls, expected } = await requestedBy(`/admin/subscriptions?filter=${filter}&sort=amount&order=DESC`);
    expect(expected).toEqual(['/api/subscriptions/admin/all?page=1&limit=10&status=PENDING&sortBy=amount&sortOrder=desc']);
    expect(urls).toEqual(expected);
  });

  it("fetches a bootcamp's applicants' bootcamp, by the id in the path, and their first page", async () => {
    const { urls, expected } = await requestedBy('/bootcamps/7/applicants');
    expect(expected).toEqual(['/api/bootcamps/7', '/api/bootcamps/7/applications?page=1&limit=10&sortBy=createdAt&sortOrder=desc']);
    expect(urls.sort()).toEqual([...expected].sort());
  });

  it("uses the applicants' params from the URL, else those stored under the list's own store key", async () => {
    window.localStorage.setItem('RaStore.bootcamp-applicants-7', JSON.stringify({ filter: { status: 'APPROVED' }, sort: 'firstName', order: 'ASC', page: 1 }));
    const stored = await requestedBy('/bootcamps/7/applicants');
    expect(stored.expected[1]).toBe('/api/bootcamps/7/applications?page=1&limit=10&status=APPROVED&sortBy=firstName&sortOrder=asc');
    expect(stored.urls.sort()).toEqual([...stored.expected].sort());
    const filter = encodeURIComponent(JSON.stringify({ hasPaid: true }));
    const fromUrl = await requestedBy(`/bootcamps/7/applicants?filter=${filter}&page=2&perPage=10`);
    expect(fromUrl.expected[1]).toBe('/api/bootcamps/7/applications?page=2&limit=10&hasPaid=true&sortBy=createdAt&sortOrder=desc');
    expect(fromUrl.urls.slice(-2).sort()).toEqual([...fromUrl.expected].sort());
    expect(matchBootRoute('/bootcamps/a%20b/applicants/3/show')?.recordId).toBe('a b');
    expect(matchBootRoute('/bootcamps/7')?.recordId).toBeUndefined();
  });

  it('fetches only the stats for the dashboard, and nothing for other routes', async () => {
    const { urls, expected } = await requestedBy('/');
    expect(expected).toEqual(['/api/dashboard/stats']);
    expect(urls).toEqual(expected);
    expect(matchBootRoute('/auth')).toBeUndefined();
    expect(matchBootRoute('/usersx')).toBeUndefined();
  });

  it('starts the shell on every signed-in route: with the screen where there is one, alone elsewhere, not on the sign-in page', () => {
    expect(bootRouteFor('/auth')).toBeUndefined();
    expect(bootRouteFor('/login')).toBeUndefined();
    expect(bootRouteFor('/profile')?.load).toBe(PAGES.profile.load);
    expect(bootRouteFor('/settings')?.load).toBe(PAGES.settings.load);
    expect(bootRouteFor('/users/3/show')?.load).toBe(resourceNamed('users')?.list);
    const shellOnly = bootRouteFor('/usersx');
    expect(shellOnly).toBeDefined();
    expect(bootRequests(shellOnly!, '', window.localStorage)).toEqual([]);
    expect(bootRequests(bootRouteFor('/sign-out')!, '', window.localStorage)).toEqual([]);
  });

  it("starts a list's form dialogs with it only where the path opens one (create, edit), not for its details or the list", async () => {
    expect(bootRouteFor('/bootcamps')?.load).toBe(resourceNamed('bootcamps')?.list);
    expect(bootRouteFor('/bootcamps/7/show')?.load).toBe(resourceNamed('bootcamps')?.list);
    expect(bootRouteFor('/opportunities/7/show')?.load).toBe(resourceNamed('opportunities')?.list);
    expect(bootRouteFor('/bootcamps/create/extra')?.load).toBe(resourceNamed('bootcamps')?.list);
    expect(bootRouteFor('/bootcamps/%E0')?.path).toBe('/bootcamps'); // a malformed escape still boots the list
    expect(bootRouteFor('/bootcamps/7/applicants')?.load).toBe(resourceNamed('bootcamp-applicants')?.list);
    expect(loadBootcampForms.loaded()).toBeUndefined();
    await bootRouteFor('/bootcamps/create')!.load();
    expect(resourceNamed('bootcamps')!.list!.loaded()).toBeDefined();
    expect(loadBootcampForms.loaded()?.Create).toBeTypeOf('function');
    await bootRouteFor('/opportunities/12')!.load();
    expect(loadOpportunityForms.loaded()?.Edit).toBeTypeOf('function');
  });

  it('fetches the subscriptions list for /subscriptions, which redirects to /admin/subscriptions with its query', () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'PENDING' }));
    const requests = (path: string) => bootRequests(bootRouteFor(path)!, `?filter=${filter}`, window.localStorage);
    expect(requests('/subscriptions')).toEqual(requests('/admin/subscriptions'));
    expect(requests('/subscriptions')[0]).toMatch(/^\/api\/subscriptions\/admin\/all\?.*status=PENDING/);
    expect(bootRouteFor('/subscriptions/12')?.resource).toBeUndefined();
  });
});

describe('the seeded cache', () => {
  const Rows = () => {
    const { data } = useListContext();
    return <p>{data ? `${data.length} rows` : 'loading'}</p>;
  };

  it("holds the first page under react-admin's own keys: the screen renders it without asking again", async () => {
    const { urls, dataProvider } = recordingDataProvider();
    const queryClient = new QueryClient();
    const filter = encodeURIComponent(JSON.stringify({ role: 'admin' }));
    const search = `?filter=${filter}&sort=email&order=ASC`;
    const route = matchBootRoute('/users')!;
    await seedFirstQueries(queryClient, dataProvider as AppDataProvider, route, search, window.localStorage);
    expect(urls).toHaveLength(2);
    renderWithAdmin(
      <>
        <ListBase resource="users" {...listDefaultsOf(resourceNamed('users'))}>
          <Rows />
        </ListBase>
        <Stats resource="users" />
      </>,
      { dataProvider: dataProvider as DataProvider as FakeDataProvider, queryClient, initialEntries: [`/users${search}`] },
    );
    expect(await screen.findByText('0 rows')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 50));
    expect(urls).toHaveLength(2); // neither the list nor the stats fetched again
  });

  it("holds the applicants' bootcamp under useGetOne's key: the screen has it without asking again", async () => {
    const urls: string[] = [];
    const getOne = async (_resource: string, { id }: { id: string }) => {
      urls.push(`bootcamps/${id}`);
      return { data: { id: Number(id), title: 'Agritech' } };
    };
    const queryClient = new QueryClient();
    const route = matchBootRoute('/bootcamps/7/applicants')!;
    await seedFirstQueries(queryClient, { getOne } as unknown as AppDataProvider, route, '', window.localStorage);
    expect(urls).toEqual(['bootcamps/7']);
    renderWithAdmin(<Bootcamp id="7" />, { dataProvider: { getOne } as unknown as FakeDataProvider, queryClient });
    expect(screen.getByText('bootcamp 7')).toBeInTheDocument(); // in the first render
    await new Promise((done) => setTimeout(done, 50));
    expect(urls).toEqual(['bootcamps/7']);
  });

  it("holds the applicants' first page under the list controller's key, with the bootcamp's own id", async () => {
    const calls: unknown[] = [];
    const getOne = async (_resource: string, { id }: { id: string }) => ({ data: { id: Number(id), title: 'Agritech' } });
    const getList = async (resource: string, params: unknown) => {
      calls.push([resource, params]);
      return { data: [{ id: 31, firstName: 'Amina' }], total: 1 };
    };
    const dataProvider = { getOne, getList } as unknown as AppDataProvider;
    const queryClient = new QueryClient();
    await seedFirstQueries(queryClient, dataProvider, matchBootRoute('/bootcamps/7/applicants')!, '', window.localStorage);
    expect(calls).toEqual([
      ['bootcamp-applicants', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { bootcampId: 7 } }],
    ]);
    const Rows = () => <p>{useListContext().data?.map((row) => String(row.firstName)).join(', ') ?? 'loading'}</p>;
    renderWithAdmin(
      <Applicants bootcampId={7}>
        <Rows />
      </Applicants>,
      { dataProvider: dataProvider as unknown as FakeDataProvider, queryClient, initialEntries: ['/bootcamps/7/applicants'] },
    );
    expect(screen.getByText('Amina')).toBeInTheDocument(); // in the first render
    await new Promise((done) => setTimeout(done, 50));
    expect(calls).toHaveLength(1); // not fetched again
  });
});
