/**
 * Inputs of the education level dialogs (docs/requirements.md §5): title and description with their counters; the edit
 * dialog also shows the level's first 3 course titles, then 'and N more' (§2).
 */
import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import { CountedTextInput } from '../common/CountedTextInput';
import { RelatedTitles } from '../common/RelatedTitles';
import type { RaRecord } from 'react-admin';
import { LEVEL_COUNTERS, LEVEL_KEYS, levelValidators, type FormKind } from './educationLevelRules';

const fields = `${LEVEL_KEYS}.fields`;
const VALIDATORS = { create: levelValidators('create'), update: levelValidators('update') };

export function EducationLevelForm({ kind }: { kind: FormKind }) {
  const validate = VALIDATORS[kind];
  return (
    <Box sx={{ width: '100%' }}>
      <CountedTextInput source="title" label={`${fields}.title`} {...LEVEL_COUNTERS.title} validate={validate.title} />
      <CountedTextInput
        source="description"
        label={`${fields}.description`}
        {...LEVEL_COUNTERS.description}
        validate={validate.description}
        multiline
        minRows={4}
      />
      {kind === 'update' ? <LevelCourses /> : null}
    </Box>
  );
}

function LevelCourses() {
  const record = useRecordContext<RaRecord & { courses?: { title?: string }[] }>();
  return <RelatedTitles label={`${LEVEL_KEYS}.related.courses`} items={record?.courses} empty={`${LEVEL_KEYS}.related.noCourses`} max={3} />;
}
