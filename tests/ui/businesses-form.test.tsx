import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BusinessList from '../../src/businesses/BusinessList';
import { businessValidators } from '../../src/businesses/businessRules';

const validateFounded = businessValidators.founded;
import { renderWithAdmin, type FakeDataProvider } from './render';
import { STATS, business } from './businesses-fixtures';

/** This machine is shared and slow: give asynchronous UI updates time. */

function setup(entry: string, over: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [business(1)], total: 1 })),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: business(Number(id), { website: 'javascript:alert(1)' }) })),
    getStats: vi.fn(async () => STATS),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 99 } })),
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...data, id } })),
    ...over,
  };
  const result = renderWithAdmin(<BusinessList />, {
    dataProvider: dataProvider as unknown as FakeDataProvider,
    resource: 'businesses',
    initialEntries: [entry],
  });
  return { ...result, dataProvider };
}

const choose = async (scope: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Business create and edit forms', () => {
  it('validates the name and the website, then creates with an uploaded logo as a data URL', async () => {
    const { dataProvider, location } = setup('/businesses/create');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Business name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Sector is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/Business Name/), { target: { value: 'Nile Solar Works' } });
    await choose(dialog, 'Sector', 'Technology');
    await choose(dialog, 'Stage', 'Startup');
    await choose(dialog, 'Location', 'Jinja');
    fireEvent.change(within(dialog).getByLabelText(/Website/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Website must be a valid http:// or https:// address')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Website/), { target: { value: 'https://nilesolar.co.ug' } });

    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('logo-file'), { target: { files: [png] } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove Logo' })).toBeInTheDocument());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    const data = dataProvider.create.mock.calls[0][1].data;
    expect(data).toMatchObject({ name: 'Nile Solar Works', sector: 'Technology', stage: 'Startup', location: 'Jinja', website: 'https://nilesolar.co.ug' });
    expect(String(data.logo)).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByText('Business Created')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/businesses'));
  });

  it('refuses a logo file that is not an image', async () => {
    setup('/businesses/create');
    const dialog = await screen.findByRole('dialog');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(dialog).getByTestId('logo-file'), { target: { files: [text] } });
    expect(await within(dialog).findByText('The logo must be an image file')).toBeInTheDocument();
  });

  it('edits a business and keeps a javascript: website from being saved', async () => {
    const { dataProvider } = setup('/businesses/4');
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByDisplayValue('Business 4');
    fireEvent.change(name, { target: { value: 'Business Four' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Website must be a valid http:// or https:// address')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Website/), { target: { value: 'https://four.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ name: 'Business Four', website: 'https://four.example.com' });
    expect(await screen.findByText('Business Updated')).toBeInTheDocument();
  });

  it('shows a javascript: website in the detail dialog as text only', async () => {
    setup('/businesses/4/show');
    const dialog = await screen.findByRole('dialog');
    const text = await within(dialog).findByText('javascript:alert(1)');
    expect(text.closest('a')).toBeNull();
    expect(within(dialog).getByText('2019')).toBeInTheDocument();
  });

  it('refuses founded dates in the future and unreadable ones', () => {
    expect(validateFounded('2019-05-01', {}, {} as never)).toBeUndefined();
    expect(validateFounded('2999-01-01', {}, {} as never)).toBe('resources.businesses.validation.foundedInFuture');
    expect(validateFounded('invalid', {}, {} as never)).toBe('resources.businesses.validation.foundedInvalid');
    expect(validateFounded(null, {}, {} as never)).toBeUndefined();
  });
});
