/**
 * Delete a business (DELETE /businesses/{id}) after confirmation: 'Business Deleted' on success, 'Delete Failed' /
 * 'Failed to delete business. Please try again.' on failure; the list and stats refresh.
 */
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import type { Business } from '../domain/types';

export function BusinessDeleteButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const record = useRecordContext<Business>();
  if (!record) return null;
  return (
    <DeleteRecordButton
      record={record}
      resource="businesses"
      variant={variant}
      label="resources.businesses.actions.delete"
      confirmTitle="resources.businesses.dialogs.deleteTitle"
      confirmContent="resources.businesses.dialogs.deleteContent"
      contentArgs={{ name: record.name }}
      successTitle="resources.businesses.notifications.deleted"
      successMessage="resources.businesses.notifications.deletedMessage"
      errorTitle="resources.businesses.notifications.deleteFailed"
      errorMessage="resources.businesses.notifications.deleteFailedMessage"
      refresh={['businesses']}
    />
  );
}
