/**
 * Inputs of the course unit dialogs (docs/requirements.md §5 Course unit): title, description, video link with its
 * thumbnail preview once the link is valid, expected learning outcome, skills (comma-separated) and the course
 * chosen from GET /courses (ReferenceInput + AutocompleteInput: the first page by title, any other by typing; sent as a number by toUnitPayload).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AutocompleteInput, ReferenceInput, TextInput, useTranslate } from 'react-admin';
import { searchQuery } from '../common/searchQuery';
import { useWatch } from 'react-hook-form';
import { CountedTextInput } from '../common/CountedTextInput';
import { isYoutubeUrl } from '../domain/video';
import { UNIT_COUNTERS, UNIT_KEYS, unitValidators as validate } from './courseUnitRules';
import { VideoThumbnail } from './VideoThumbnail';

const fields = `${UNIT_KEYS}.fields`;

function ThumbnailPreview() {
  const translate = useTranslate();
  const link: unknown = useWatch({ name: 'videoLink' });
  if (typeof link !== 'string' || !isYoutubeUrl(link)) return null;
  return (
    <Box sx={{ mb: 2 }} data-testid="thumbnail-preview">
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {translate(`${UNIT_KEYS}.thumbnailPreview`)}
      </Typography>
      <VideoThumbnail link={link} width={240} alt={`${UNIT_KEYS}.thumbnailPreview`} />
    </Box>
  );
}

export function CourseUnitForm() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <CountedTextInput source="title" label={`${fields}.title`} {...UNIT_COUNTERS.title} validate={validate.title} />
      {/* any number of courses: the first page by title, the others by typing (GET /courses?search=) */}
      <ReferenceInput source="courseId" reference="courses" sort={{ field: 'title', order: 'ASC' }}>
        <AutocompleteInput
          label={`${fields}.courseId`}
          optionText="title"
          filterToQuery={searchQuery}
          emptyText={`${UNIT_KEYS}.placeholders.course`}
          validate={validate.courseId}
          fullWidth
        />
      </ReferenceInput>
      <CountedTextInput
        source="description"
        label={`${fields}.description`}
        {...UNIT_COUNTERS.description}
        validate={validate.description}
        multiline
        minRows={3}
      />
      <TextInput
        source="videoLink"
        label={`${fields}.videoLink`}
        type="url"
        placeholder={translate(`${UNIT_KEYS}.placeholders.videoLink`)}
        validate={validate.videoLink}
        fullWidth
      />
      <ThumbnailPreview />
      <CountedTextInput
        source="expectedOutcome"
        label={`${fields}.expectedOutcome`}
        {...UNIT_COUNTERS.expectedOutcome}
        validate={validate.expectedOutcome}
        multiline
        minRows={2}
      />
      <CountedTextInput
        source="skills"
        label={`${fields}.skills`}
        helperText={`${UNIT_KEYS}.helpers.skills`}
        {...UNIT_COUNTERS.skills}
        validate={validate.skills}
      />
    </Box>
  );
}
