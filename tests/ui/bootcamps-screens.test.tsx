/**
 * Bootcamp screens: the list's prices in each bootcamp's currency (§9 symbols and rounding), the stored
 * status labels, duration in weeks; the applicants screen ('Bootcamp not found', the dropdown disabled while its
 * row saves, 'Status Updated' / 'Application status changed to approved', 'Update Failed'); the applications
 * screen's status labels and Verify only while unverified.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import BootcampList from '../../src/bootcamps/BootcampList';
import BootcampApplicants from '../../src/bootcamp-applicants/BootcampApplicantList';
import BootcampApplicationList from '../../src/bootcamp-applications/BootcampApplicationList';
import type { BootcampApplicant, BootcampApplication } from '../../src/domain/types';
import { BOOTCAMP } from './bootcamps-fixtures';
import { renderWithAdmin, type FakeDataProvider } from './render';


describe('Bootcamps list', () => {
  it('shows prices in each currency, durations in weeks and the stored status', async () => {
    const rows = [
      { ...BOOTCAMP, id: 1, title: 'Kampala Sprint', price: 1234567.4, currency: 'UGX', status: 'draft', duration: 1 },
      { ...BOOTCAMP, id: 2, title: 'Nairobi Sprint', price: 2500, currency: 'KES', status: 'published', duration: 12 },
      { ...BOOTCAMP, id: 3, title: 'Dollar Sprint', price: 12.5, currency: 'USD', status: 'cancelled' },
      { ...BOOTCAMP, id: 4, title: 'Euro Sprint', price: 1000, currency: 'EUR', status: 'completed' },
    ];
    const dataProvider = {
      getList: vi.fn(async () => ({ data: rows, total: rows.length })),
      getStats: vi.fn(async () => ({ total: 4, active: 1, totalCapacity: 120, averagePrice: 1500000, pricedInUGX: 1 })),
    };
    renderWithAdmin(<BootcampList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'bootcamps', initialEntries: ['/bootcamps'] });
    const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
    expect(within(await row('Kampala Sprint')).getByText('UGX 1,234,567')).toBeInTheDocument();
    expect(within(await row('Kampala Sprint')).getByText('Draft')).toBeInTheDocument();
    expect(within(await row('Nairobi Sprint')).getByText('KSh 2,500')).toBeInTheDocument();
    expect(within(await row('Nairobi Sprint')).getByText('Published')).toBeInTheDocument();
    expect(within(await row('Dollar Sprint')).getByText('$12.5')).toBeInTheDocument();
    expect(within(await row('Dollar Sprint')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(await row('Euro Sprint')).getByText('€1,000')).toBeInTheDocument();
    expect(within(await row('Euro Sprint')).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('UGX 1,500,000')).toBeInTheDocument(); // average price card, over the UGX prices only
    expect(screen.getByText('Average Price (UGX)')).toBeInTheDocument();
    expect(screen.getByText('Across 1 bootcamp priced in UGX')).toBeInTheDocument();
    expect(screen.getByText('Active Programs')).toBeInTheDocument();
    // the local default cover for a bootcamp without an image, never an outside host
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src') ?? '').not.toMatch(/^https?:/);
  });
});

describe('Bootcamps list failures (§8)', () => {
  it('load, duplicate, delete and bulk delete failures show the requirements texts, never Failed to fetch', async () => {
    const rows = [{ ...BOOTCAMP, id: 1, title: 'Kampala Sprint' }, { ...BOOTCAMP, id: 2, title: 'Gulu Sprint' }];
    const network = () => Promise.reject(new TypeError('Failed to fetch'));
    const getList = vi.fn().mockImplementationOnce(network).mockImplementation(async () => ({ data: rows, total: 2 }));
    const dataProvider = {
      getList,
      getStats: vi.fn(async () => ({ total: 2, active: 0, totalCapacity: 60, averagePrice: 250000 })),
      create: vi.fn((_resource: string, _params: { data: Record<string, unknown> }) => network()),
      delete: vi.fn(network),
      deleteMany: vi.fn(network),
    };
    renderWithAdmin(<BootcampList />, { dataProvider: dataProvider as unknown as FakeDataProvider, resource: 'bootcamps', initialEntries: ['/bootcamps'] });
    expect((await screen.findAllByText('Failed to fetch bootcamps')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const row = (await screen.findByText('Kampala Sprint')).closest('tr') as HTMLElement;

    fireEvent.click(within(row).getByRole('button', { name: 'Duplicate Kampala Sprint' }));
    expect(await screen.findByText('Failed to duplicate bootcamp. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Duplication Failed')).toBeInTheDocument();
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ title: 'Kampala Sprint (Copy)', description: BOOTCAMP.shortDescription, price: BOOTCAMP.price });

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Bootcamp' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete bootcamp. Please try again.')).toBeInTheDocument();

    // without the app theme, the header checkbox's name sits on its wrapper (src/theme.ts moves it to the input)
    const selectAll = screen.getAllByLabelText(/select all/i)[0];
    fireEvent.click(selectAll.querySelector('input') ?? selectAll);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Selected' }));
    const bulk = await screen.findByRole('dialog', { name: 'Delete Bootcamps' });
    expect(within(bulk).getByText('Are you sure you want to delete 2 bootcamps? This action cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(bulk).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete some bootcamps. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});

const APPLICANT: BootcampApplicant = {
  id: 31, bootcampId: 7, firstName: 'Annet', lastName: 'Nakimuli', email: 'annet@example.com', phone: '+256 700 000000',
  status: 'PENDING', education: 'Diploma', experience: '2 years', portfolio: 'javascript:alert(1)', hasPaid: true,
  paymentAmount: 250000, packaged: 'Standard', motivation: 'Grow my farm.', linkedinProfile: 'https://www.linkedin.com/in/annet',
  githubProfile: null, adminNotes: null, additionalInfo: null, createdAt: '2026-10-01T00:00:00.000Z',
};

function renderApplicants(path: string, over: Record<string, unknown> = {}) {
  const dataProvider = {
    getOne: vi.fn(async (resource: string) => (resource === 'bootcamps' ? { data: BOOTCAMP } : { data: APPLICANT })),
    getList: vi.fn(async () => ({ data: [APPLICANT], total: 1 })),
    ...over,
  };
  renderWithAdmin(
    <Routes>
      <Route path="/bootcamps/:id/applicants/*" element={<BootcampApplicants />} />
      <Route path="/bootcamps" element={<p>Bootcamps list</p>} />
    </Routes>,
    { dataProvider: dataProvider as unknown as FakeDataProvider, initialEntries: [path] },
  );
  return dataProvider;
}

describe('Bootcamp applicants', () => {
  it('says Bootcamp not found, with Back to the list', async () => {
    renderApplicants('/bootcamps/404/applicants', { getOne: vi.fn(async () => Promise.reject(new HttpError('Bootcamp not found', 404, {}))) });
    expect(await screen.findByRole('heading', { name: 'Bootcamp not found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Bootcamps list')).toBeInTheDocument();
  });

  it("disables the row's dropdown while it saves, then says what changed; a failure says so", async () => {
    let finish: (value: unknown) => void = () => {};
    const setApplicantStatus = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderApplicants('/bootcamps/7/applicants', { setApplicantStatus });
    expect(await screen.findByText('Coffee Value Chain Masterclass')).toBeInTheDocument();
    expect(await screen.findByText('Annet Nakimuli')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Status of Annet Nakimuli' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(select).toHaveAttribute('aria-disabled', 'true'));
    expect(setApplicantStatus).toHaveBeenCalledWith(31, 'APPROVED');
    await act(async () => finish({ data: { ...APPLICANT, status: 'APPROVED' } }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('Application status changed to approved')).toBeInTheDocument();
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('Failed to update application status')).toBeInTheDocument();
  });

  it('details: links only for http(s), Approve and Reject while pending', async () => {
    renderApplicants('/bootcamps/7/applicants/31/show');
    const dialog = await screen.findByRole('dialog', { name: 'Application Details' });
    expect(await within(dialog).findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'https://www.linkedin.com/in/annet' })).toHaveAttribute('href', 'https://www.linkedin.com/in/annet');
    expect(within(dialog).getByText('UGX 250,000')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});

describe('Bootcamp applications', () => {
  const app = (id: number, fullName: string, verified: boolean, hasPaid: boolean): BootcampApplication => ({
    id, fullName, email: `${id}@example.com`, phone: null, age: 30, educationLevel: 'Diploma', paymentMethod: 'Airtel Money',
    businessSector: 'Retail', businessRegion: 'Central', businessStage: 'Growth', businessDuration: '1-2 years', majorChallenge: 'Finance',
    bootcampId: 7, bootcamp: { title: 'Coffee Value Chain Masterclass', startDate: BOOTCAMP.startDate, endDate: BOOTCAMP.endDate },
    verified, hasPaid, transactionId: null, createdAt: '2026-10-01T00:00:00.000Z',
  });

  it('labels each status and offers Verify only while unverified', async () => {
    const rows = [app(1, 'Both Done', true, true), app(2, 'Only Verified', true, false), app(3, 'Only Paid', false, true), app(4, 'Nothing Yet', false, false)];
    const verifyBootcampApplication = vi.fn(async (id: number) => ({ data: { ...rows[id - 1], verified: true } }));
    const getMany = vi.fn(async () => ({ data: [{ id: 7, title: 'Coffee Value Chain Masterclass' }] }));
    const dataProvider = { getList: vi.fn(async () => ({ data: rows, total: rows.length })), getMany, verifyBootcampApplication };
    renderWithAdmin(<BootcampApplicationList />, {
      dataProvider: dataProvider as unknown as FakeDataProvider,
      resource: 'bootcamp-applications',
      initialEntries: ['/bootcamp-applications'],
    });
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    const expected: [string, string, boolean][] = [['Both Done', 'Verified & Paid', false], ['Only Verified', 'Verified', false], ['Only Paid', 'Paid', true], ['Nothing Yet', 'Pending', true]];
    for (const [name, label, verify] of expected) {
      const r = await row(name);
      expect(within(r).getByText(label)).toBeInTheDocument();
      expect(within(r).queryAllByRole('button', { name: 'Verify Application' })).toHaveLength(verify ? 1 : 0);
    }
    // the bootcamp is react-admin's ReferenceField: a link to its details dialog
    const links = await within(await row('Both Done')).findAllByRole('link', { name: 'Coffee Value Chain Masterclass' });
    expect(links[0]).toHaveAttribute('href', '/bootcamps/7/show');
    fireEvent.click(within(await row('Nothing Yet')).getByRole('button', { name: 'Verify Application' }));
    // one way on the server, so it asks first
    const confirm = await screen.findByRole('dialog', { name: 'Verify Application' });
    expect(within(confirm).getByText('Verify the application of Nothing Yet? A verification cannot be taken back.')).toBeInTheDocument();
    expect(verifyBootcampApplication).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verify Application' }));
    expect(await screen.findByText('Application Verified')).toBeInTheDocument();
    expect(screen.getByText('Application has been successfully verified')).toBeInTheDocument();
    expect(verifyBootcampApplication).toHaveBeenCalledWith(4);
  });
});
