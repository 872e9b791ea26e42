import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import BusinessList from '../../src/businesses/BusinessList';
import { renderWithAdmin, type FakeDataProvider } from './render';
import { STATS, business } from './businesses-fixtures';

/** This machine is shared and slow: give asynchronous UI updates time. */

const rows = [
  business(1, { name: 'Kampala Tech Hub' }),
  business(2, { name: 'Evil Corp', website: 'javascript:alert(document.cookie)', stage: 'Seed', sector: 'Financial Services' }),
  business(3, { name: 'Gulu Farms', logo: 'https://cdn.example.com/missing.png', founded: null }),
];

function setup(over: Record<string, unknown> = {}, entry = '/businesses') {
  const getList = vi.fn(async () => ({ data: rows, total: 3 }));
  const dataProvider = {
    getList,
    getStats: vi.fn(async () => STATS),
    delete: vi.fn(async (_r: string, { id }: { id: number }) => ({ data: business(id) })),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: ids })),
    ...over,
  };
  const result = renderWithAdmin(<BusinessList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'businesses', initialEntries: [entry] });
  return { ...result, getList, dataProvider };
}

/** Clicks 'Delete' in the confirmation dialog showing `text`. */
const confirmIn = async (text: string) => {
  const dialog = (await screen.findByText(text)).closest('[role="dialog"]') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
};

const lastFilter = (getList: ReturnType<typeof vi.fn>) =>
  (getList.mock.calls[getList.mock.calls.length - 1][1] as { filter: Record<string, unknown> }).filter;

describe('Businesses list', () => {
  // a laptop's window, where the table shows every column (useTableRoom; jsdom's window is 1024 px)
  const jsdomWidth = window.innerWidth;
  beforeAll(() => {
    window.innerWidth = 1366;
  });
  afterAll(() => {
    window.innerWidth = jsdomWidth;
  });

  it('shows the stats, the founded year, translated sector and stage', async () => {
    setup();
    const row = (await screen.findByText('Kampala Tech Hub')).closest('tr')!;
    expect(within(row).getByText('2019')).toBeInTheDocument();
    expect(within(row).getByText('Growth')).toBeInTheDocument();
    expect(screen.getByText('Financial Services')).toBeInTheDocument();
    expect(screen.getByText('Total Businesses')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
    expect(screen.getByText('New This Month')).toBeInTheDocument();
  });

  it('shows each stage in its own hue', async () => {
    const stages = ['Seed', 'Startup', 'Growth', 'Mature'] as const;
    setup({ getList: vi.fn(async () => ({ data: stages.map((stage, i) => business(i + 1, { stage })), total: 4 })) });
    const chips = await Promise.all(stages.map(async (stage) => (await screen.findByText(stage)).closest('.MuiChip-root')!));
    const colours = chips.map((chip) => getComputedStyle(chip).backgroundColor);
    expect(colours).toEqual(['rgb(97, 97, 97)', 'rgb(21, 101, 192)', 'rgb(46, 125, 50)', 'rgb(123, 31, 162)']);
  });

  it('renders a javascript: website as plain text, an https one as a link', async () => {
    setup();
    const evil = await screen.findByText('javascript:alert(document.cookie)');
    expect(evil.closest('a')).toBeNull();
    const good = screen.getByRole('link', { name: 'business1.example.com' });
    expect(good).toHaveAttribute('href', 'https://business1.example.com/');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('loads a logo lazily and falls back to initials when it fails to load', async () => {
    setup();
    const row = (await screen.findByText('Gulu Farms')).closest('tr')!;
    const img = row.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/missing.png');
    // fetched once the row is laid out, not while the list renders (common/ImageAvatar.tsx)
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    await waitFor(() => expect(row.querySelector('img')).toBeNull());
    expect(within(row).getByText('GF')).toBeInTheDocument();
  });

  it('sends sector, stage and location filters to the query', async () => {
    const { getList } = setup();
    await screen.findByText('Kampala Tech Hub');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sector' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agriculture' }));
    await waitFor(() => expect(lastFilter(getList)).toEqual({ sector: 'Agriculture' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stage' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mature' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jinja' }));
    await waitFor(() => expect(lastFilter(getList)).toEqual({ sector: 'Agriculture', stage: 'Mature', location: 'Jinja' }));
  });

  it('deletes the selected businesses after confirmation', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Kampala Tech Hub');
    fireEvent.click(document.querySelector('thead input[type="checkbox"]') as HTMLInputElement);
    const toolbar = (await screen.findByText('3 items selected')).closest('.RaBulkActionsToolbar-toolbar') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete Selected' }));
    await confirmIn('Are you sure you want to delete 3 businesses? This action cannot be undone.');
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('businesses', expect.objectContaining({ ids: [1, 2, 3] })));
    expect(await screen.findByText('3 businesses deleted')).toBeInTheDocument();
  });

  it("deletes one business: 'Business Deleted'", async () => {
    const { dataProvider } = setup();
    const row = (await screen.findByText('Kampala Tech Hub')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await confirmIn('Are you sure you want to delete Kampala Tech Hub? This action cannot be undone.');
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('businesses', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText('Business Deleted')).toBeInTheDocument();
  });

  it("reports a failed delete: 'Delete Failed'", async () => {
    setup({ delete: vi.fn(async () => Promise.reject(new Error('Server exploded'))) });
    const row = (await screen.findByText('Kampala Tech Hub')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await confirmIn('Are you sure you want to delete Kampala Tech Hub? This action cannot be undone.');
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete business. Please try again.')).toBeInTheDocument();
  });
});
