/**
 * Resources declare their route dialogs (a descriptor's `dialogs`, as App.tsx registers them): react-admin's own EditButton, ShowButton,
 * rowClick and ReferenceField links then lead to the dialog URLs the lists open (/<resource>/:id,
 * /<resource>/:id/show), and the dialog opens there.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  DataTable,
  EditButton,
  ListBase,
  RecordContextProvider,
  ReferenceField,
  ResourceDefinitionContextProvider,
  ShowButton,
  TextField,
} from 'react-admin';
import { ResourceDialogs } from '../../src/common/ResourceDialogs';
import { renderWithAdmin } from './render';

const definitions = {
  courses: { name: 'courses', hasList: true, hasCreate: true, hasEdit: true, hasShow: true },
  'education-levels': { name: 'education-levels', hasList: true, hasCreate: true, hasEdit: true, hasShow: true, recordRepresentation: 'title' },
  messages: { name: 'messages', hasList: true, hasShow: true },
};

const courses = [{ id: 7, title: 'Bookkeeping basics', levelId: 2 }];
const dataProvider = {
  getList: vi.fn(async () => ({ data: courses, total: 1 })),
  getMany: vi.fn(async () => ({ data: [{ id: 2, title: 'Diploma' }] })),
};

const CourseRows = () => (
  <ListBase resource="courses">
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="levelId">
        <ReferenceField source="levelId" reference="education-levels" link="show" />
      </DataTable.Col>
      <DataTable.Col>
        <EditButton />
        <ShowButton />
      </DataTable.Col>
    </DataTable>
    <ResourceDialogs edit={<p>edit dialog</p>} show={<p>show dialog</p>} />
  </ListBase>
);

const render = () =>
  renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={definitions}>
      <CourseRows />
    </ResourceDefinitionContextProvider>,
    { dataProvider, resource: 'courses', initialEntries: ['/courses'] },
  );

describe("react-admin's own links lead to the route dialogs", () => {
  it('EditButton opens /courses/:id with the edit dialog, ShowButton /courses/:id/show', async () => {
    const { location } = render();
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(location().pathname).toBe('/courses/7'));
    expect(await screen.findByText('edit dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Show' }));
    await waitFor(() => expect(location().pathname).toBe('/courses/7/show'));
    expect(await screen.findByText('show dialog')).toBeInTheDocument();
  });

  it('a row click with rowClick="show" opens the show dialog', async () => {
    const { location } = render();
    fireEvent.click(await screen.findByText('Bookkeeping basics'));
    await waitFor(() => expect(location().pathname).toBe('/courses/7/show'));
  });

  it("a ReferenceField links to the parent record's show dialog, named by its recordRepresentation", async () => {
    render();
    const link = await screen.findByRole('link', { name: 'Diploma' });
    expect(link).toHaveAttribute('href', '/education-levels/2/show');
  });

  it('a resource with a show dialog only gets a show link', () => {
    renderWithAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <RecordContextProvider value={{ id: 3 }}>
          <ShowButton resource="messages" />
          <TextField source="id" />
        </RecordContextProvider>
      </ResourceDefinitionContextProvider>,
      { dataProvider, resource: 'messages' },
    );
    expect(screen.getByRole('link', { name: 'Show' })).toHaveAttribute('href', '/messages/3/show');
  });
});
