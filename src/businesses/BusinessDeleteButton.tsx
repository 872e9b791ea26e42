/**
 * Delete a business (DELETE /businesses/{id}) after confirmation: 'Business Deleted' on success, 'Delete Failed' /
 * 'Failed to delete business. Please try again.' on failure (texts: resources.businesses.*); the list and stats refresh.
 */
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import type { Business } from '../domain/types';

export function BusinessDeleteButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const record = useRecordContext<Business>();
  if (!record) return null;
  return <DeleteRecordButton record={record} resource="businesses" variant={variant} contentArgs={{ name: record.name }} />;
}
