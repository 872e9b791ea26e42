/**
 * Inputs of the bootcamp forms (docs/requirements.md §2, §5, §9), one form for the Add Bootcamp dialog (also the dashboard's
 * quick action) and the Edit Bootcamp dialog: title, short description, study outcomes (with counters), category,
 * format, location, price, max participants, duration in weeks, the three dates (date pickers), inclusions and
 * learning areas (comma-separated), cover image (URL or upload with drag and drop and a preview), and the general
 * error banner, and the level (required by both forms: a bootcamp without one could not be edited). `mode="edit"` adds
 * currency, skills and the stored status, and names a missing level as the form opens. Validation is form-level
 * (bootcampRules, on the shared rules).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { CountedTextInput, TITLE_COUNTER } from '../common/CountedTextInput';
import { LazyDateTimeInput } from '../common/LazyDateTimeInput';
import { ImageDropInput } from '../common/ImageDropInput';
import { BOOTCAMP_LIMITS } from '../domain/rules-bootcamps';
import { DATE_FIELDS, DATE_PAIRS, listToText } from './bootcampRules';
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

/**
 * Names the given fields' errors as the form opens when they are empty (a bootcamp stored without a level): Save is
 * disabled for them, and the reason is shown at once instead of only after a submit.
 */
function ShowMissingOnOpen({ fields }: { fields: readonly string[] }) {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    // after the Form's own effects (which reset it to its record); touched, as react-admin shows a field's error once
    // it is touched or the form submitted; the value unchanged
    const timer = setTimeout(() => {
      for (const field of fields) if (!getValues(field)) setValue(field, getValues(field), { shouldTouch: true, shouldValidate: true });
    });
    return () => clearTimeout(timer);
    // once, as the form opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
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
      <Box sx={grid(3)}>
        <SelectInput source="level" label={`${F}.level`} choices={LEVEL_CHOICES} isRequired emptyText={false} />
        {edit ? <SelectInput source="currency" label={`${F}.currency`} choices={CURRENCY_CHOICES} emptyText={false} /> : null}
        {edit ? <SelectInput source="status" label={`${F}.status`} choices={STATUS_CHOICES} emptyText={false} /> : null}
      </Box>
      {edit ? <ShowMissingOnOpen fields={['level']} /> : null}
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
          <LazyDateTimeInput key={source} source={source} label={`${F}.${source}`} dateOnly isRequired revalidate={DATE_PAIRS[source]} />
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
