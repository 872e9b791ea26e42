/**
 * Delete an education level after a confirmation that says its courses go too (the API cascades: courses, their
 * units and quizzes). Texts: resources.education-levels.*; levels, courses, units and stats refresh.
 */
import type { RaRecord } from 'react-admin';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { LEVEL_REFRESH } from './levelDialog';

export function EducationLevelDeleteButton({ record, variant }: { record: RaRecord; variant?: 'icon' | 'button' }) {
  return (
    <DeleteRecordButton
      record={record}
      resource="education-levels"
      variant={variant}
      contentArgs={{ title: record.title }}
      refresh={[...LEVEL_REFRESH, 'quizzes']}
    />
  );
}
