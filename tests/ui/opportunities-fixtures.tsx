/** What the opportunity dialogs' component tests share: a seeded opportunity, the list over a fake API, form helpers. */
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import OpportunityList from '../../src/opportunities/OpportunityList';
import { renderWithAdmin, signedIn, type FakeDataProvider } from './render';


export const FUTURE = '2030-06-15T15:30:00.000Z';
export const opportunity = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Opportunity ${id}`,
  description: 'A summit for founders in Kampala.',
  company: 'Outbox Hub',
  location: 'Kampala',
  sector: 'Technology',
  type: 'Event',
  deadline: null,
  imageUrl: '/api/uploads/seed-cover-1.svg',
  speaker: null,
  isPaid: true,
  amount: 50000,
  date: FUTURE,
  capacity: '100',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _count: { applications: 2 },
  ...over,
});

export function setup(entry: string, over: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [opportunity(7)], total: 1 })),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: opportunity(Number(id)) })),
    getStats: vi.fn(async () => ({ total: 1, active: 1, paid: 1, totalApplications: 2 })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 99 } })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...opportunity(Number(id)), ...data } })),
    applyToOpportunity: vi.fn(async (data: Record<string, unknown>) => ({ data: { ...data, id: 5 } })),
    ...over,
  };
  const result = renderWithAdmin(<OpportunityList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'opportunities',
    initialEntries: [entry],
    authProvider: signedIn(),
  });
  return { ...result, dataProvider };
}

export const type = (scope: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
export const blur = (scope: HTMLElement, label: RegExp) => fireEvent.blur(within(scope).getByLabelText(label));
/** Ctrl+S submits even while Save is disabled, so the form names what is missing. */
export const submitByKeyboard = (scope: HTMLElement) => fireEvent.keyDown(within(scope).getAllByRole('textbox')[0], { key: 's', ctrlKey: true });
export const choose = async (scope: HTMLElement, label: RegExp, option: string) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

