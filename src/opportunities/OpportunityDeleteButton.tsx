/**
 * Delete an opportunity (DELETE /opportunities/{id}) after 'Are you sure you want to delete "{title}"? This action
 * cannot be undone.': 'Opportunity Deleted', or 'Deletion Failed' with the server's message, else 'Failed to delete
 * opportunity. Please try again.' (texts: resources.opportunities.*). Its applications go with it (the API's
 * cascade), so their list and stats refresh too.
 */
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import type { Opportunity } from '../domain/types';

export function OpportunityDeleteButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const record = useRecordContext<Opportunity>();
  if (!record) return null;
  return (
    <DeleteRecordButton
      record={record}
      resource="opportunities"
      variant={variant}
      contentArgs={{ title: record.title }}
      refresh={['opportunity-applications']}
    />
  );
}
