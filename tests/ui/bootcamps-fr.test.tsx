/**
 * Bootcamps in French: an empty value reads the one word 'N/D' (English 'N/A') everywhere in the details; the status
 * filter's options read as the status badges do ('Brouillon', never 'brouillon').
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BootcampList from '../../src/bootcamps/BootcampList';
import { BOOTCAMP } from './bootcamps-fixtures';
import type { FakeDataProvider } from './render';
import { renderInFrench } from './render-fr';

const STATUSES_FR = ['Brouillon', 'Publié', 'En cours', 'Terminé', 'Annulé'];

describe('bootcamps in French', () => {
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

  it('the status filter offers the statuses with the badges\' casing', async () => {
    const rows = [{ ...BOOTCAMP, id: 1, title: 'Draft One', status: 'draft' as const }];
    const dataProvider = { getList: vi.fn(async () => ({ data: rows, total: 1 })), getStats: vi.fn(async () => ({})) };
    renderInFrench(<BootcampList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'bootcamps', initialEntries: ['/bootcamps'] });
    const row = (await screen.findByText('Draft One')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Brouillon')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statut' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Tous les statuts', ...STATUSES_FR]);
  });
});
