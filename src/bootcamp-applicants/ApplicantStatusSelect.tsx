/**
 * The status dropdown of an applicant's row (PENDING, APPROVED, REJECTED; docs/requirements.md §4): any of the three may be
 * chosen; the select is disabled while that row saves, and shows the new status once the list has refreshed.
 */
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useRecordContext, useTranslate } from 'react-admin';
import { APPLICANT_STATUSES, type ApplicantStatus, type BootcampApplicant } from '../domain/types';
import { useApplicantStatus } from './useApplicantStatus';

const R = 'resources.bootcamp-applicants';

export function ApplicantStatusSelect() {
  const record = useRecordContext<BootcampApplicant>();
  const translate = useTranslate();
  const mutation = useApplicantStatus();
  const value = mutation.isPending ? mutation.variables.status : record?.status;
  if (!record) return null;
  const name = `${record.firstName} ${record.lastName}`;
  return (
    <Select
      size="small"
      value={value}
      disabled={mutation.isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        const status = event.target.value as ApplicantStatus;
        if (status !== record.status) mutation.mutate({ id: record.id, status });
      }}
      inputProps={{ 'aria-label': translate(`${R}.actions.status`, { name }) }}
      sx={{ minWidth: 128, '& .MuiSelect-select': { py: 0.5 } }}
    >
      {APPLICANT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`${R}.statuses.${status}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
