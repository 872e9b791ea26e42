/** A unit row's actions (docs/requirements.md §2): View, Edit, Play (new tab), Copy (' (Copy)' duplicate) and Delete ('Delete Course Unit'). */
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { DuplicateRecordButton } from '../common/DuplicateRecordButton';
import { RowActions } from '../common/RowActions';
import { duplicateBody } from '../domain/duplicate';
import type { CourseUnit } from '../domain/types';
import { PlayVideoButton } from './PlayVideoButton';
import { UNIT_FIELDS, UNIT_KEYS } from './courseUnitRules';

const REFRESH = ['quizzes', 'courses'];

export function CourseUnitRowActions() {
  const record = useRecordContext<CourseUnit>();
  if (!record) return null;
  const args = { title: record.title };
  return (
    <RowActions viewLabel={`${UNIT_KEYS}.actions.view`} editLabel={`${UNIT_KEYS}.actions.edit`} labelArgs={args}>
      <PlayVideoButton link={record.videoLink} />
      <DuplicateRecordButton
        record={record}
        resource="course-units"
        body={(unit) => duplicateBody(unit, UNIT_FIELDS)}
        scope={{ courseId: Number(record.courseId) }}
        labelArgs={args}
        refresh={REFRESH}
      />
      <DeleteRecordButton record={record} resource="course-units" contentArgs={args} refresh={REFRESH} />
    </RowActions>
  );
}
