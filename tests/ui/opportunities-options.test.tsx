/**
 * One list of sectors and one of types, in French: the list's filters, the edit form (an Agriculture opportunity
 * shows its sector) and the apply form offer the same options.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpportunityList from '../../src/opportunities/OpportunityList';
import fr from '../../src/i18n/fr';
import { optionKey } from '../../src/common/optionLabels';
import { OPPORTUNITY_SECTORS, OPPORTUNITY_TYPES } from '../../src/domain/opportunity-options';
import { opportunity } from './opportunities-fixtures';
import { signedIn, type FakeDataProvider } from './render';
import { renderInFrench } from './render-fr';

afterEach(() => localStorage.clear());

const labels = fr.resources.opportunities.options as Record<string, string>;
const french = (values: readonly string[]) => values.map((v) => labels[optionKey(v)]);
const SECTORS_FR = french(OPPORTUNITY_SECTORS);
const TYPES_FR = french(OPPORTUNITY_TYPES);

function renderFrench(entry: string) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [opportunity(7, { sector: 'Agriculture', type: 'Conference' })], total: 1 })),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: opportunity(Number(id), { sector: 'Agriculture', type: 'Conference' }) })),
    getStats: vi.fn(async () => ({ total: 1, active: 1, paid: 1, totalApplications: 2 })),
  };
  renderInFrench(<OpportunityList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'opportunities', initialEntries: [entry], authProvider: signedIn(),
  });
}

/** The options a select offers, without its empty entry. */
async function optionsOf(scope: HTMLElement, name: RegExp, empty: string): Promise<string[]> {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox).getAllByRole('option').map((o) => o.textContent ?? '').filter((t) => t !== empty);
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

describe('opportunity sectors and types', () => {
  it('the list filters offer every sector and type, labelled in French', async () => {
    renderFrench('/opportunities');
    await screen.findByText('Opportunity 7');
    expect(await optionsOf(document.body, /^Secteur$/, 'Tous les secteurs')).toEqual(SECTORS_FR);
    expect(await optionsOf(document.body, /^Type$/, 'Tous les types')).toEqual(TYPES_FR);
    expect(SECTORS_FR).toContain('Agriculture');
    expect(TYPES_FR).toEqual(expect.arrayContaining(['Contrat', 'Conférence', 'Formation']));
  });

  it('the edit form shows an Agriculture opportunity\'s sector and offers the same lists', async () => {
    renderFrench('/opportunities/7');
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'opportunité" });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Secteur/ })).toHaveTextContent('Agriculture'));
    expect(within(dialog).getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Conférence');
    expect(await optionsOf(dialog, /^Secteur/, 'Choisir un secteur')).toEqual(SECTORS_FR);
    expect(await optionsOf(dialog, /^Type/, 'Choisir un type')).toEqual(TYPES_FR);
  });

  it('the apply form offers the same sectors', async () => {
    renderFrench('/opportunities');
    fireEvent.click(await screen.findByRole('button', { name: 'Postuler à Opportunity 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postuler : Opportunity 7' });
    const names = await optionsOf(dialog, /^Secteur d'activité/, '');
    expect(names.filter((n) => n.trim() !== '')).toEqual(SECTORS_FR);
  });
});
