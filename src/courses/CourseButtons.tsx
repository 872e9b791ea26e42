/**
 * A course's own row buttons: Copy (docs/requirements.md §7: create with the title plus ' (Copy)', the same description and
 * levelId; 'Course Duplicated' / 'Duplication Failed') and Delete (confirmed; the API cascades to the course's
 * units and quizzes). Both refresh courses, units, quizzes and stats (§4).
 */
import type { RaRecord } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { DuplicateRecordButton } from '../common/DuplicateRecordButton';
import { copyTitle } from '../domain/duplicate';
import { COURSE_REFRESH } from './CourseCreate';

/** The create body of a course's copy: title + ' (Copy)', the same description and levelId (a number). */
export const courseCopy = (record: RaRecord) => ({
  title: copyTitle(record.title),
  description: record.description,
  levelId: Number(record.levelId),
});

interface Props {
  record: RaRecord;
  variant?: 'icon' | 'button';
}

export function CourseDuplicateButton({ record }: Props) {
  return <DuplicateRecordButton record={record} resource="courses" body={courseCopy} scope={{ levelId: Number(record.levelId) }} refresh={COURSE_REFRESH} labelArgs={{ title: record.title }} />;
}

export function CourseDeleteButton({ record, variant }: Props) {
  return <DeleteRecordButton record={record} resource="courses" variant={variant} contentArgs={{ title: record.title }} refresh={COURSE_REFRESH} />;
}
