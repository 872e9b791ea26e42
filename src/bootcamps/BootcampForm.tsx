/**
 * Inputs of the Add Bootcamp dialog (spec part 2 §2, §5 "Bootcamp add", §9): title, short description, study
 * outcomes (with counters), category, format, location, price (UGX), max participants, duration, the three dates,
 * inclusions and learning areas (comma-separated), cover image (URL or upload), and the general error banner.
 * Validation is form-level (bootcampFormRules.validateBootcampForm, on the shared domain rules).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { CountedTextInput } from '../common/CountedTextInput';
import { BOOTCAMP_LIMITS } from '../domain/rules-bootcamps';
import { BOOTCAMP_FORMATS } from '../domain/types';
import { BootcampImageInput } from './BootcampImageInput';

const B = 'resources.bootcamps';
const F = `${B}.fields`;

export const FORMAT_CHOICES = BOOTCAMP_FORMATS.map((format) => ({ id: format, name: `${B}.formats.${format}` }));

/** Field name of the general (server) error set by BootcampCreate's mapError. */
export const SERVER_ERROR_FIELD = 'root.serverError';

const grid = (columns: number) =>
  ({ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` }, width: '100%' }) as const;

function ServerErrorBanner() {
  const translate = useTranslate();
  const { errors } = useFormState();
  const error = errors.root?.serverError;
  if (!error) return null;
  const text = typeof error.message === 'string' && error.message ? error.message : `${B}.notifications.createFailedBanner`;
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
      {translate(text, { _: text })}
    </Alert>
  );
}

export function BootcampForm() {
  return (
    <Box sx={{ width: '100%' }}>
      <ServerErrorBanner />
      <CountedTextInput source="title" label={`${F}.title`} max={BOOTCAMP_LIMITS.titleMax} isRequired />
      <CountedTextInput
        source="shortDescription"
        label={`${F}.shortDescription`}
        max={BOOTCAMP_LIMITS.shortMax}
        multiline
        minRows={2}
        isRequired
      />
      <CountedTextInput source="study_outcomes" label={`${F}.studyOutcomes`} max={BOOTCAMP_LIMITS.studyOutcomesMax} multiline minRows={3} />
      <Box sx={grid(3)}>
        <TextInput source="category" label={`${F}.category`} isRequired />
        <SelectInput source="format" label={`${F}.format`} choices={FORMAT_CHOICES} isRequired emptyText={false} />
        <TextInput source="location" label={`${F}.location`} isRequired />
      </Box>
      <Box sx={grid(3)}>
        <NumberInput source="price" label={`${F}.price`} min={1} step={1000} />
        <NumberInput source="maxParticipants" label={`${F}.maxParticipants`} min={1} max={BOOTCAMP_LIMITS.participantsMax} />
        {/* The spec labels duration in days on the add form but in weeks on the edit form and detail view (part 2
            end of §9); the shared rules cap it at 52 ('Duration cannot exceed 52 weeks'), so it is weeks here. */}
        <NumberInput source="duration" label={`${F}.duration`} min={1} max={BOOTCAMP_LIMITS.durationMax} />
      </Box>
      <Box sx={grid(3)}>
        <DateInput source="startDate" label={`${F}.startDate`} isRequired />
        <DateInput source="endDate" label={`${F}.endDate`} isRequired />
        <DateInput source="applicationDeadline" label={`${F}.applicationDeadline`} isRequired />
      </Box>
      <Box sx={grid(2)}>
        <TextInput source="inclusions" label={`${F}.inclusions`} helperText={`${B}.hints.commaList`} />
        <TextInput source="learning_areas" label={`${F}.learningAreas`} helperText={`${B}.hints.commaList`} />
      </Box>
      <BootcampImageInput />
    </Box>
  );
}
