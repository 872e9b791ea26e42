/** Row actions of an opportunity: view, apply, edit, duplicate (' (Copy)'), delete (its applications: the count's link). */
import { useRecordContext } from 'react-admin';
import { DuplicateRecordButton } from '../common/DuplicateRecordButton';
import { RowActions } from '../common/RowActions';
import type { Opportunity } from '../domain/types';
import { ApplyButton } from './ApplyButton';
import { OpportunityDeleteButton } from './OpportunityDeleteButton';
import { OPPORTUNITY_COPY_DATES, opportunityCopy } from './duplicate';

const A = 'resources.opportunities.actions';

export function OpportunityRowActions() {
  const record = useRecordContext<Opportunity>();
  if (!record) return null;
  const args = { title: record.title };
  return (
    <RowActions viewLabel={`${A}.view`} editLabel={`${A}.edit`} labelArgs={args}>
      <ApplyButton record={record} />
      <DuplicateRecordButton record={record} body={opportunityCopy} dates={OPPORTUNITY_COPY_DATES} labelArgs={args} />
      <OpportunityDeleteButton />
    </RowActions>
  );
}
