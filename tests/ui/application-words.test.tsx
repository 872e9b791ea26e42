/**
 * In French, bootcamp applications name sectors, regions, stages, durations and education levels as opportunity
 * applications do (the shared option labels), and known payment methods are translated on every screen.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BootcampApplicationList from '../../src/bootcamp-applications/BootcampApplicationList';
import OpportunityApplicationList from '../../src/opportunity-applications/OpportunityApplicationList';
import SubscriptionList from '../../src/subscriptions/SubscriptionList';
import type { BootcampApplication } from '../../src/domain/types';
import { opportunity } from './opportunities-fixtures';
import type { FakeDataProvider } from './render';
import { renderInFrench } from './render-fr';

const application = (over: Partial<BootcampApplication> = {}): BootcampApplication => ({
  id: 4, fullName: 'Akello Grace', email: 'akello@example.ug', phone: '+256 772 000111', age: 29, educationLevel: "Bachelor's Degree",
  paymentMethod: 'Bank transfer', businessSector: 'Manufacturing', businessRegion: 'Northern', businessStage: 'Established',
  businessDuration: '3-5 years', majorChallenge: 'Power costs', bootcampId: 7,
  bootcamp: { title: 'Coffee Value Chain Masterclass', startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-04-26T00:00:00.000Z' },
  verified: false, hasPaid: true, transactionId: null, createdAt: '2026-10-01T00:00:00.000Z', ...over,
});

describe('application words in French', () => {
  // wide enough for every column (business, payment method)
  const jsdomWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 1400;
  });
  afterEach(() => {
    window.innerWidth = jsdomWidth;
  });

  it('bootcamp application details translate the options and the payment method', async () => {
    const row = application();
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [row], total: 1 })),
      getOne: vi.fn(async () => ({ data: row })),
      getMany: vi.fn(async () => ({ data: [{ id: 7, title: 'Coffee Value Chain Masterclass' }] })),
    };
    renderInFrench(<BootcampApplicationList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'bootcamp-applications', initialEntries: ['/bootcamp-applications/4/show'] });
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la candidature' });
    for (const text of ['Industrie', 'Nord', 'Établie', '3 à 5 ans', 'Licence', 'Virement bancaire']) expect(await within(dialog).findByText(text)).toBeInTheDocument();
    for (const raw of ['Manufacturing', 'Northern', 'Bank transfer']) expect(within(dialog).queryByText(raw)).toBeNull();
    // the list's business column too
    const listRow = screen.getAllByText('Akello Grace')[0].closest('tr') as HTMLElement;
    expect(within(listRow).getByText('Industrie')).toBeInTheDocument();
    expect(within(listRow).getByText('Nord')).toBeInTheDocument();
  });

  it('opportunity application details translate the payment method too', async () => {
    const row = { ...application(), opportunityId: 7, opportunity: { id: 7, title: 'Opportunity 7' }, paymentMethod: 'MTN Mobile Money', paymentStatus: 'PENDING' };
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [row], total: 1 })),
      getOne: vi.fn(async (resource: string) => ({ data: resource === 'opportunities' ? opportunity(7) : { ...row, paymentMethod: 'Cash' } })),
      getMany: vi.fn(async () => ({ data: [opportunity(7)] })),
      getStats: vi.fn(async () => ({})),
    };
    renderInFrench(<OpportunityApplicationList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'opportunity-applications', initialEntries: ['/opportunity-applications/4/show'] });
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la candidature' });
    expect(await within(dialog).findByText('Espèces')).toBeInTheDocument();
  });

  it('subscriptions show a known payment method translated, another as typed', async () => {
    const base = { userId: 1, user: { firstname: 'Okello', lastname: 'Peter', email: 'okello@example.com' }, amount: 50000, paymentStatus: 'SUCCESS', transactionId: 'TX1', expiresAt: null, createdAt: '2026-10-01T00:00:00.000Z' };
    const rows = [{ ...base, id: 1, paymentMethod: 'Bank Transfer' }, { ...base, id: 2, paymentMethod: 'Chipper Cash' }];
    const dataProvider = { getList: vi.fn(async () => ({ data: rows, total: 2 })), getStats: vi.fn(async () => ({})) };
    renderInFrench(<SubscriptionList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'subscriptions', initialEntries: ['/subscriptions'] });
    expect(await screen.findByText('Virement bancaire')).toBeInTheDocument();
    expect(screen.getByText('Chipper Cash')).toBeInTheDocument();
  });
});
