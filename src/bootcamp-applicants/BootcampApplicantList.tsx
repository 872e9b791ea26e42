/**
 * A bootcamp's applicants (/bootcamps/:id/applicants): GET /bootcamps/{id};
 * 'Bootcamp not found' with a Back button to /bootcamps when it is missing ('Error' / 'Failed to load bootcamp
 * information' when it fails otherwise); else the bootcamp's category, location, dates and price, a link 'Open in
 * Bootcamp Applications' (the same applications, that screen filtered on the bootcamp), the cards Total
 * Applications, Pending, Approved and Paid, and the applications (GET /bootcamps/{id}/applications: paged,
 * searchable, filterable by status, in the URL) with initials, name, email, status badge, education, experience,
 * paid icon, applied date, View (/bootcamps/:id/applicants/:appId/show) and a status dropdown per row.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ListIcon from '@mui/icons-material/ListAlt';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, Link, SelectInput, Title, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmailText } from '../common/EmailText';
import { ListPage } from '../common/ListPage';
import { ListSearchInput } from '../common/ListSearchInput';
import Tooltip from '@mui/material/Tooltip';
import { ListEmpty, ListError, ListLoading } from '../common/ListStates';
import { PaidIcon } from '../common/PaidIcon';
import { PersonCell } from '../common/PersonCell';
import { ResourceDialogs, useOpenDialog } from '../common/ResourceDialogs';
import { childStoreKey } from '../common/resource';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { useFormat } from '../common/useFormat';
import { useTableRoom } from '../common/useTableRoom';
import { errorStatus } from '../domain/errors';
import { applicationsOfBootcamp } from '../bootcamp-applications/links';
import { APPLICANT_STATUSES, type Bootcamp, type BootcampApplicant } from '../domain/types';
import { ApplicantShow, ApplicantStatusBadge } from './ApplicantShow';
import { ApplicantStats } from './ApplicantStats';
import { ApplicantStatusSelect } from './ApplicantStatusSelect';
import { applicantCsvColumns } from './csvColumns';
import type { ChoosableColumn } from '../common/ColumnChooser';
import { ListTools } from '../common/ListTools';

const R = 'resources.bootcamp-applicants';
const F = `${R}.fields`;
const Col = DataTable.Col<BootcampApplicant>;

const filters = [
  <ListSearchInput key="search" source="search" placeholder={`${R}.filters.search`} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={`${R}.filters.status`}
    choices={APPLICANT_STATUSES.map((status) => ({ id: status, name: `${R}.statuses.${status}` }))}
    emptyText={`${R}.filters.allStatuses`}
    alwaysOn
    size="small"
  />,
];

/** The columns the chooser offers: every one but the name and the actions. */
const CHOOSABLE: ChoosableColumn[] = [
  { source: 'email', label: `${F}.email`, from: 'large' },
  { source: 'status', label: `${F}.status` },
  { source: 'education', label: `${F}.education`, from: 'large' },
  { source: 'experience', label: `${F}.experience`, from: 'large' },
  { source: 'hasPaid', label: `${F}.paid`, from: 'medium' },
  { source: 'createdAt', label: `${F}.createdAt`, from: 'medium' },
];

function BackButton({ label = `${R}.back` }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/bootcamps" startIcon={<ArrowBackIcon />}>
      {translate(label)}
    </Button>
  );
}

function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title={translate(`${R}.notFound`)} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(`${R}.notFound`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`${R}.notFoundHint`)}
      </Typography>
      <BackButton />
    </Box>
  );
}

function BootcampSummary({ bootcamp }: { bootcamp: Bootcamp }) {
  const translate = useTranslate();
  const { formatDate, formatMoney } = useFormat();
  const B = 'resources.bootcamps.fields';
  const item = (label: string, value: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {bootcamp.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to={applicationsOfBootcamp(bootcamp.id)} startIcon={<ListIcon />}>
            {translate(`${R}.openInApplications`)}
          </Button>
          <BackButton label={`${R}.backToBootcamps`} />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
        {item(`${B}.category`, bootcamp.category)}
        {item(`${B}.location`, bootcamp.location)}
        {item(`${B}.startDate`, formatDate(bootcamp.startDate))}
        {item(`${B}.endDate`, formatDate(bootcamp.endDate))}
        {item(`${B}.priceIn`, formatMoney(bootcamp.price, bootcamp.currency || 'UGX'))}
      </Box>
    </Card>
  );
}

function NameCell({ withEmail }: { withEmail: boolean }) {
  const record = useRecordContext<BootcampApplicant>();
  if (!record) return null;
  return <PersonCell name={`${record.firstName} ${record.lastName}`} email={withEmail ? record.email : undefined} />;
}

function ApplicantRowActions({ basePath }: { basePath: string }) {
  const record = useRecordContext<BootcampApplicant>();
  const translate = useTranslate();
  const open = useOpenDialog(basePath);
  if (!record) return null;
  const label = translate(`${R}.actions.view`, { name: `${record.firstName} ${record.lastName}` });
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => open.show(record.id)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ApplicantStatusSelect />
    </Box>
  );
}

function ApplicantsList({ bootcamp }: { bootcamp: Bootcamp }) {
  const translate = useTranslate();
  const basePath = `/bootcamps/${encodeURIComponent(String(bootcamp.id))}/applicants`;
  const showOnRowClick = useShowOnRowClick(basePath);
  const { formatDate } = useFormat();
  const room = useTableRoom();
  return (
    <ListPage
      resource="bootcamp-applicants"
      storeKey={childStoreKey('bootcamp-applicants', bootcamp.id)}
      title={translate(`${R}.title`, { title: bootcamp.title })}
      stats={
        <>
          <BootcampSummary bootcamp={bootcamp} />
          <ApplicantStats bootcampId={bootcamp.id} />
        </>
      }
      loadFailedToast={{ title: `${R}.notifications.loadFailedTitle`, message: `${R}.notifications.loadFailed` }}
      filter={{ bootcampId: bootcamp.id }}
      filters={filters}
      actions={<ListTools columns={CHOOSABLE} csv={{ columns: applicantCsvColumns, filename: 'bootcamp-applicants' }} />}
    >
      <DataTable
        rowClick={showOnRowClick}
        bulkActionButtons={false}
        empty={<ListEmpty message={`${R}.empty`} />}
        sx={{ '& td:not(.column-firstName):not(.column-email):not(.column-education):not(.column-experience)': { whiteSpace: 'nowrap' } }}
      >
        <Col source="firstName" label={`${F}.name`}>
          <NameCell withEmail={room !== 'large'} />
        </Col>
        {room === 'large' ? <Col source="email" label={`${F}.email`} render={(record) => <EmailText email={record.email} />} /> : null}
        <Col source="status" label={`${F}.status`} render={(record) => <ApplicantStatusBadge status={record.status} />} />
        {room === 'large' ? <Col source="education" label={`${F}.education`} disableSort /> : null}
        {room === 'large' ? <Col source="experience" label={`${F}.experience`} disableSort /> : null}
        {room !== 'small' ? (
          <Col
            source="hasPaid"
            label={`${F}.paid`}
            render={(record) => <PaidIcon paid={record.hasPaid} />}
          />
        ) : null}
        {room !== 'small' ? <Col source="createdAt" label={`${F}.createdAt`} render={(record) => formatDate(record.createdAt)} /> : null}
        <Col label={`${F}.actions`} disableSort>
          <ApplicantRowActions basePath={basePath} />
        </Col>
      </DataTable>
      <ResourceDialogs basePath={basePath} show={<ApplicantShow />} />
    </ListPage>
  );
}

export default function BootcampApplicantList() {
  const { id } = useParams<{ id: string }>();
  const { data: bootcamp, isPending, error, refetch } = useGetOne<Bootcamp>('bootcamps', { id: (id ?? '') as unknown as Bootcamp['id'] }, { retry: false });
  if (isPending) return <ListLoading />;
  if (errorStatus(error) === 404 || (!error && !bootcamp)) return <NotFound />;
  if (error || !bootcamp) {
    return (
      <Box sx={{ mt: 2 }}>
        <ListError title={`${R}.notifications.loadFailedTitle`} message={`${R}.notifications.bootcampLoadFailed`} error={error} onRetry={() => void refetch()} />
        <Box sx={{ px: 2 }}>
          <BackButton />
        </Box>
      </Box>
    );
  }
  return <ApplicantsList bootcamp={bootcamp} />;
}
