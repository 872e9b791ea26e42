/**
 * Inputs of the course dialogs (docs/requirements.md §5 Course): title and description with counters, and the education
 * level chosen from GET /education-levels (ReferenceInput + SelectInput, option text = the level's title). The edit
 * dialog also shows the course's first 3 unit titles, then 'and N more' (§2).
 */
import Box from '@mui/material/Box';
import { ReferenceInput, SelectInput, required, useRecordContext, type RaRecord } from 'react-admin';
import { CountedTextInput } from '../common/CountedTextInput';
import { RelatedTitles } from '../common/RelatedTitles';
import { COURSE_COUNTERS, COURSE_KEYS, LEVEL_REQUIRED, courseTextValidator } from './courseRules';

const fields = `${COURSE_KEYS}.fields`;
const validateTitle = courseTextValidator('title');
const validateDescription = courseTextValidator('description');
const validateLevel = required(LEVEL_REQUIRED);

export function CourseForm({ kind = 'create' }: { kind?: 'create' | 'update' }) {
  return (
    <Box sx={{ width: '100%' }}>
      <CountedTextInput source="title" label={`${fields}.title`} {...COURSE_COUNTERS.title} validate={validateTitle} />
      <CountedTextInput
        source="description"
        label={`${fields}.description`}
        {...COURSE_COUNTERS.description}
        validate={validateDescription}
        multiline
        minRows={4}
      />
      <ReferenceInput source="levelId" reference="education-levels" perPage={200} sort={{ field: 'title', order: 'ASC' }}>
        <SelectInput
          label={`${fields}.levelId`}
          optionText="title"
          emptyText={`${COURSE_KEYS}.placeholders.level`}
          validate={validateLevel}
          fullWidth
        />
      </ReferenceInput>
      {kind === 'update' ? <CourseUnits /> : null}
    </Box>
  );
}

function CourseUnits() {
  const record = useRecordContext<RaRecord & { courseUnits?: { title?: string }[] }>();
  return <RelatedTitles label={`${COURSE_KEYS}.related.units`} items={record?.courseUnits} empty={`${COURSE_KEYS}.related.noUnits`} max={3} />;
}
