/**
 * Subscription management (/admin/subscriptions, resource 'subscriptions', GET /subscriptions/admin/all).
 * Search, Status, Sort By and Order are server-side and live in the URL; pages of 10 with
 * 'Showing x to y of z results'; Approve on PENDING rows. The table shows the columns that fit (useTableRoom):
 * payment method and transaction ID from 1300 px, the expiry date from 772 px.
 */
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { ChoosableColumn } from '../common/ColumnChooser';
import { ListTools } from '../common/ListTools';
import { subscriptionCsvColumns } from './csvColumns';
import type { Subscription } from '../domain/types';
import { useFormat } from '../common/useFormat';
import { ListPage } from '../common/ListPage';
import { ListEmpty, ListError, ListLoading } from '../common/ListStates';
import { subscriptionFilters } from './filters';
import { SubscriptionSort } from './SubscriptionSort';
import { ApproveButton } from './ApproveButton';
import { PaymentStatusField, SubscriptionAmountField, SubscriptionUserField, TextOrNA } from './SubscriptionFields';
import { useTableRoom } from '../common/useTableRoom';
import { NOT_AVAILABLE } from '../common/notAvailable';

const R = 'resources.subscriptions';
const Col = DataTable.Col<Subscription>;

/** The columns the chooser offers: every one but the user and the actions. */
const CHOOSABLE: ChoosableColumn[] = [
  { source: 'amount', label: `${R}.fields.amount` },
  { source: 'paymentStatus', label: `${R}.fields.paymentStatus` },
  { source: 'paymentMethod', label: `${R}.fields.paymentMethod`, from: 'large' },
  { source: 'transactionId', label: `${R}.fields.transactionId`, from: 'large' },
  { source: 'expiresAt', label: `${R}.fields.expiresAt`, from: 'medium' },
];

const SubscriptionTable = () => {
  const { isPending } = useListContext();
  const translate = useTranslate();
  const { formatDate } = useFormat();
  const room = useTableRoom();
  if (isPending) return <ListLoading label={`${R}.loading`} />;
  return (
    <DataTable<Subscription>
      bulkActionButtons={false}
      rowClick={false}
      empty={<ListEmpty message={`${R}.empty`} />}
      sx={{ '& td:not(.column-user)': { whiteSpace: 'nowrap' } }}
    >
      <Col source="user" label={translate(`${R}.fields.user`)} disableSort>
        <SubscriptionUserField />
      </Col>
      <Col source="amount" label={translate(`${R}.fields.amount`)}>
        <SubscriptionAmountField />
      </Col>
      <Col source="paymentStatus" label={translate(`${R}.fields.paymentStatus`)} disableSort>
        <PaymentStatusField />
      </Col>
      {room === 'large' ? (
        <Col source="paymentMethod" label={translate(`${R}.fields.paymentMethod`)} disableSort>
          <TextOrNA source="paymentMethod" />
        </Col>
      ) : null}
      {room === 'large' ? (
        <Col source="transactionId" label={translate(`${R}.fields.transactionId`)} disableSort>
          <TextOrNA source="transactionId" />
        </Col>
      ) : null}
      {room !== 'small' ? (
        <Col
          source="expiresAt"
          label={translate(`${R}.fields.expiresAt`)}
          render={(record) => formatDate(record.expiresAt) || translate(NOT_AVAILABLE)}
        />
      ) : null}
      <Col label={translate(`${R}.fields.actions`)} disableSort>
        <ApproveButton />
      </Col>
    </DataTable>
  );
};

const SubscriptionList = () => (
  <ListPage
    loadFailedToast={{ title: `${R}.notifications.loadFailed` }}
    resource="subscriptions"
    title={`${R}.title`}
    filters={subscriptionFilters}
    actions={
      <ListTools columns={CHOOSABLE} csv={{ columns: subscriptionCsvColumns, filename: 'subscriptions' }}>
        <SubscriptionSort />
      </ListTools>
    }
    error={<ListError message={`${R}.notifications.loadFailed`} />}
  >
    <SubscriptionTable />
  </ListPage>
);

export default SubscriptionList;
