/** An empty value reads the same one word on every screen: 'N/A', in French 'N/D'. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BootcampList from '../../src/bootcamps/BootcampList';
import { BOOTCAMP } from './bootcamps-fixtures';
import type { FakeDataProvider } from './render';
import { renderInFrench } from './render-fr';

describe('empty values', () => {
  it('bootcamp details: no instructor, no level and no inclusions all read N/D in French', async () => {
    const camp = { ...BOOTCAMP, inclusions: null, instructor: null, level: null };
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [camp], total: 1 })),
      getOne: vi.fn(async () => ({ data: camp })),
      getStats: vi.fn(async () => ({ total: 1, active: 1, totalCapacity: 30, averagePrice: 250000, pricedInUGX: 1 })),
    };
    renderInFrench(<BootcampList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'bootcamps', initialEntries: ['/bootcamps/7/show'] });
    const dialog = await screen.findByRole('dialog', { name: 'Détails du bootcamp' });
    expect((await within(dialog).findAllByText('N/D', { exact: true })).length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).queryByText('Aucun')).toBeNull();
  });
});
