/**
 * Row actions of a bootcamp: view details (/bootcamps/:id/show), view applicants (/bootcamps/:id/applicants), edit
 * (/bootcamps/:id), duplicate (a create with the title suffixed ' (Copy)', docs/requirements.md §7) and delete ('Delete
 * Bootcamp' confirmation). Each is named after the bootcamp.
 */
import type { MouseEvent } from 'react';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { BOOTCAMP_DELETE_REFRESH } from './refresh';
import { DuplicateRecordButton } from '../common/DuplicateRecordButton';
import { RowActions } from '../common/RowActions';
import type { Bootcamp } from '../domain/types';
import { BOOTCAMP_COPY_DATES, duplicateBootcampBody } from './duplicate';

const A = 'resources.bootcamps.actions';

export const applicantsPath = (id: Bootcamp['id']) => `/bootcamps/${encodeURIComponent(String(id))}/applicants`;

export function ApplicantsButton({ record }: { record: Bootcamp }) {
  const translate = useTranslate();
  const label = translate(`${A}.applicants`, { title: record.title });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={applicantsPath(record.id)} aria-label={label} size="small" onClick={(event: MouseEvent) => event.stopPropagation()}>
        <GroupsIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function BootcampRowActions() {
  const record = useRecordContext<Bootcamp>();
  if (!record) return null;
  const args = { title: record.title };
  return (
    <RowActions viewLabel={`${A}.view`} editLabel={`${A}.edit`} labelArgs={args}>
      <ApplicantsButton record={record} />
      <DuplicateRecordButton record={record} body={duplicateBootcampBody} dates={BOOTCAMP_COPY_DATES} labelArgs={args} />
      <DeleteRecordButton record={record} resource="bootcamps" contentArgs={args} refresh={BOOTCAMP_DELETE_REFRESH} />
    </RowActions>
  );
}
