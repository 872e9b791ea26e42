/**
 * Inputs of the quiz dialogs (docs/requirements.md §2 Quiz form): Basic Information (title x/100, description x/500, the
 * course unit select from GET /course-units, its options 'Course - Unit') and Quiz Questions (QuestionsInput).
 */
import { Box, Divider, Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { CountedTextInput } from '../common/CountedTextInput';
import { QuestionsInput } from './QuestionsInput';
import { QUIZ_COUNTERS, QUIZ_KEYS, quizValidators as validate } from './quizRules';
import { unitOptionText, unitSearchQuery } from './unitOption';

const fields = `${QUIZ_KEYS}.fields`;

export function QuizForm() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${QUIZ_KEYS}.sections.basic`)}
      </Typography>
      <CountedTextInput source="title" label={`${fields}.title`} {...QUIZ_COUNTERS.title} validate={validate.title} />
      <CountedTextInput
        source="description"
        label={`${fields}.description`}
        {...QUIZ_COUNTERS.description}
        validate={validate.description}
        multiline
        minRows={2}
      />
      {/* any number of units: the first page by title, the others by typing (GET /course-units?search=) */}
      <ReferenceInput source="courseUnitId" reference="course-units" sort={{ field: 'title', order: 'ASC' }}>
        <AutocompleteInput
          label={`${fields}.courseUnitId`}
          optionText={unitOptionText}
          filterToQuery={unitSearchQuery}
          emptyText={`${QUIZ_KEYS}.placeholders.courseUnit`}
          validate={validate.courseUnitId}
          fullWidth
        />
      </ReferenceInput>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${QUIZ_KEYS}.sections.questions`)}
      </Typography>
      <QuestionsInput />
    </Box>
  );
}
