/**
 * Inputs of the bootcamp forms (docs/requirements.md §2, §5, §9), one form for the Add Bootcamp dialog (also the dashboard's
 * quick action) and the Edit Bootcamp dialog: title, short description, study outcomes (with counters), category,
 * format, location, price, max participants, duration in weeks, the three dates (date pickers), inclusions and
 * learning areas (comma-separated), cover image (URL or upload with drag and drop and a preview), and the general
 * error banner. `mode="edit"` adds the level (the edit rules require one), currency, skills and the stored status. Validation is form-level (bootcampFormRules, on the shared rules).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { CountedTextInput, TITLE_COUNTER } from '../common/CountedTextInput';
import { LazyDateTimeInput } from '../common/LazyDateTimeInput';
import { ImageDropInput } from '../common/ImageDropInput';
import { BOOTCAMP_LIMITS } from '../domain/rules-bootcamps';
import { DATE_FIELDS, listToText } from './bootcampRules';
import { CURRENCY_CHOICES, FORMAT_CHOICES, LEVEL_CHOICES, STATUS_CHOICES } from './choices';

const B = 'resources.bootcamps';
const F = `${B}.fields`;

/** Field name of the general (server) error set by BootcampCreate's mapError. */
export const SERVER_ERROR_FIELD = 'root.serverError';

const grid = (columns: number) =>
  ({ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` }, width: '100%' }) as const;

function ServerErrorBanner({ fallback }: { fallback: string }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const error = errors.root?.serverError;
  if (!error) return null;
  const text = typeof error.message === 'string' && error.message ? error.message : fallback;
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
      {translate(text, { _: text })}
    </Alert>
  );
}

export function BootcampForm({ mode = 'create' }: { mode?: 'create' | 'edit' }) {
  const edit = mode === 'edit';
  return (
    <Box sx={{ width: '100%' }}>
      <ServerErrorBanner fallback={`${B}.notifications.${edit ? 'updateFailedBanner' : 'createFailedBanner'}`} />
      <CountedTextInput source="title" label={`${F}.title`} {...TITLE_COUNTER} isRequired />
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
      {edit ? (
        <Box sx={grid(3)}>
          <SelectInput source="level" label={`${F}.level`} choices={LEVEL_CHOICES} isRequired emptyText={false} />
          <SelectInput source="currency" label={`${F}.currency`} choices={CURRENCY_CHOICES} emptyText={false} />
          <SelectInput source="status" label={`${F}.status`} choices={STATUS_CHOICES} emptyText={false} />
        </Box>
      ) : null}
      <Box sx={grid(3)}>
        <NumberInput source="price" label={edit ? `${F}.priceIn` : `${F}.price`} min={1} step={1000} isRequired />
        <NumberInput source="maxParticipants" label={`${F}.maxParticipants`} min={1} max={BOOTCAMP_LIMITS.participantsMax} isRequired />
        {/* The requirements labels duration in days on the add form but in weeks on the edit form and detail view (part 2
            end of §9); the shared rules cap it at 52 ('Duration cannot exceed 52 weeks'), so it is weeks everywhere. */}
        <NumberInput source="duration" label={`${F}.duration`} min={1} max={BOOTCAMP_LIMITS.durationMax} isRequired />
      </Box>
      <Box sx={grid(3)}>
        {/* date pickers stored as 'YYYY-MM-DD'; each cell keeps its field's height while they load */}
        {DATE_FIELDS.map((source) => (
          <LazyDateTimeInput key={source} source={source} label={`${F}.${source}`} dateOnly isRequired />
        ))}
      </Box>
      <Box sx={grid(edit ? 3 : 2)}>
        <TextInput source="inclusions" label={`${F}.inclusions`} helperText={`${B}.hints.commaList`} format={listToText} />
        <TextInput source="learning_areas" label={`${F}.learningAreas`} helperText={`${B}.hints.commaList`} format={listToText} />
        {edit ? <TextInput source="skills" label={`${F}.skills`} helperText={`${B}.hints.commaList`} format={listToText} /> : null}
      </Box>
      <ImageDropInput source="image" urlSource="imageUrl" label={`${F}.image`} urlLabel={`${F}.imageUrl`} hint={`${B}.hints.image`} />
    </Box>
  );
}
