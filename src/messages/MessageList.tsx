/**
 * Messages screen (/messages, spec part 1 §2): totals, search and filters in the URL, a 10-row table with
 * selection and 'Mark as Read (n)', row actions (view, toggle read, delete) and the route-driven detail dialog
 * (/messages/:id/show).
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, type RaRecord } from 'react-admin';
import { ListPagination } from '../common/ListPagination';
import { ListEmpty, ListError } from '../common/ListStates';
import { ResourceDialogs, useOpenDialog } from '../common/ResourceDialogs';
import { useToast } from '../common/useToast';
import { formatDate, truncate } from '../domain/format';
import type { Message } from '../domain/types';
import { BulkMarkReadButton } from './BulkMarkReadButton';
import { MessageDeleteButton } from './MessageDeleteButton';
import { MessageShow } from './MessageShow';
import { MessageStats } from './MessageStats';
import { MessageTypeChip } from './MessageTypeChip';
import { ReadIcon } from './ReadIcon';
import { ReadToggleButton } from './ReadToggleButton';
import { ViewButton } from './ViewButton';
import { useMessageFilters } from './filters';

const Col = DataTable.Col<Message>;
const fields = 'resources.messages.fields';

/** At 800 px the filters and the toolbar buttons wrap and the table scrolls inside its card: the page never widens. */
const toolbarWraps = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-actions': { flexWrap: 'wrap', columnGap: 2 },
  '& .RaList-actions > form': { flexWrap: 'wrap', flex: '1 1 420px', minWidth: 0 },
  '& .RaList-actions .RaFilterFormInput-spacer': { display: 'none' },
} as const;

export default function MessageList() {
  const toast = useToast();
  const filters = useMessageFilters();
  const open = useOpenDialog('/messages');
  // under 900 px the email moves to the detail dialog, so the table fits without scrolling
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <>
      <MessageStats />
      <List
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={filters}
        pagination={<ListPagination />}
        empty={false}
        error={<ListError message="resources.messages.notifications.loadFailed" />}
        queryOptions={{ onError: () => toast.error('resources.messages.notifications.loadFailed') }}
        exporter={false}
        actions={false}
        sx={toolbarWraps}
      >
        <DataTable
          rowClick={(id) => {
            open.show(id);
            return false;
          }}
          bulkActionButtons={<BulkMarkReadButton />}
          empty={<ListEmpty message="resources.messages.empty" />}
          rowSx={(record: RaRecord) => ({ '& td': { fontWeight: record.read ? 400 : 600 } })}
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          <Col source="read" label={`${fields}.read`} disableSort>
            <ReadIcon />
          </Col>
          <Col source="fullName" label={`${fields}.fullName`} />
          {wide ? <Col source="email" label={`${fields}.email`} /> : null}
          <Col source="messageType" label={`${fields}.messageType`}>
            <MessageTypeChip />
          </Col>
          <Col
            source="message"
            label={`${fields}.message`}
            disableSort
            render={(record) => truncate(record.message, 60)}
            cellSx={() => ({ maxWidth: { xs: 180, lg: 300 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
          />
          <Col
            source="createdAt"
            label={`${fields}.createdAt`}
            render={(record) => formatDate(record.createdAt)}
            cellSx={() => ({ whiteSpace: 'nowrap' })}
          />
          <Col label={`${fields}.actions`} disableSort>
            <RowActions />
          </Col>
        </DataTable>
        <ResourceDialogs show={<MessageShow />} />
      </List>
    </>
  );
}

function RowActions() {
  return (
    <span style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      <ViewButton />
      <ReadToggleButton />
      <MessageDeleteButton />
    </span>
  );
}
