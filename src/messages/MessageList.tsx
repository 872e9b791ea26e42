/**
 * Messages screen (/messages, docs/requirements.md §2): totals, search and filters in the URL, a 10-row table with
 * selection and 'Mark as Read (n)', row actions (view, toggle read, delete) and the route-driven detail dialog
 * (/messages/:id/show).
 */
import { DataTable, type RaRecord } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { ListEmpty } from '../common/ListStates';
import { ResourceDialogs } from '../common/ResourceDialogs';
import { useShowOnRowClick } from '../common/useShowOnRowClick';
import { RowActions } from '../common/RowActions';
import { useFormat } from '../common/useFormat';
import { truncate } from '../domain/format';
import type { Message } from '../domain/types';
import { BulkMarkReadButton } from './BulkMarkReadButton';
import { MessageDeleteButton } from './MessageDeleteButton';
import { MessageShow } from './MessageShow';
import { MessageStats } from './MessageStats';
import { MessageTypeChip } from './MessageTypeChip';
import { ReadIcon } from './ReadIcon';
import { ReadToggleButton } from './ReadToggleButton';
import { messageFilters } from './filters';
import { messageCsvColumns } from './csvColumns';
import { ListTools } from '../common/ListTools';
import { useTableRoom } from '../common/useTableRoom';

const Col = DataTable.Col<Message>;
const fields = 'resources.messages.fields';
const LOAD_FAILED = 'resources.messages.notifications.loadFailed';
/** The truncated message narrows on laptops (1366 px) so that the row actions stay in view; wider from 1536 px. */
const messageCell = { maxWidth: { xs: 160, lg: 200, xl: 320 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export default function MessageList() {
  const showOnRowClick = useShowOnRowClick('/messages');
  const { formatDate } = useFormat();
  // the columns that fit (no sideways scrolling): the email from 1300 px, the type and the message from 772 px;
  // the detail dialog has them all
  const room = useTableRoom();
  return (
    <ListPage
      stats={<MessageStats />}
      loadFailedToast={{ title: LOAD_FAILED }}
      filters={messageFilters}
      actions={<ListTools csv={{ columns: messageCsvColumns, filename: 'messages' }} />}
    >
      <DataTable
        rowClick={showOnRowClick}
        bulkActionButtons={<BulkMarkReadButton />}
        empty={<ListEmpty message="resources.messages.empty" />}
        rowSx={(record: RaRecord) => ({ '& td': { fontWeight: record.read ? 400 : 600 } })}
      >
        <Col source="read" label={`${fields}.read`} disableSort>
          <ReadIcon />
        </Col>
        <Col source="fullName" label={`${fields}.fullName`} />
        {room === 'large' ? <Col source="email" label={`${fields}.email`} /> : null}
        {room !== 'small' ? (
          <Col source="messageType" label={`${fields}.messageType`}>
            <MessageTypeChip />
          </Col>
        ) : null}
        {room !== 'small' ? (
          <Col
            source="message"
            label={`${fields}.message`}
            disableSort
            render={(record) => truncate(record.message, 60)}
            cellSx={() => messageCell}
          />
        ) : null}
        <Col
          source="createdAt"
          label={`${fields}.createdAt`}
          render={(record) => formatDate(record.createdAt)}
          cellSx={() => ({ whiteSpace: 'nowrap' })}
        />
        <Col label={`${fields}.actions`} disableSort>
          <RowActions viewLabel="resources.messages.actions.view">
            <ReadToggleButton />
            <MessageDeleteButton />
          </RowActions>
        </Col>
      </DataTable>
      <ResourceDialogs show={<MessageShow />} />
    </ListPage>
  );
}
