/**
 * Inputs of the opportunity create and edit dialogs (docs/requirements.md §2): Basic Information (title, company, location,
 * sector, type, description), Event Details (event date-time, application deadline, capacity, speaker or host),
 * Payment Information (paid checkbox; amount in UGX, min 0, step 1000, only when paid; image up to 5 MB with drag
 * and drop and a preview, the existing image shown on edit). A live preview card sits beside the form, below it
 * under 900 px. Counters: title x/255 (yellow 150, red 200), description x/2000 (1200, 1600).
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../common/CheckboxInput';
import { CountedTextInput, TITLE_COUNTER } from '../common/CountedTextInput';
import { ImageDropInput } from '../common/ImageDropInput';
import { LazyDateTimeInput } from '../common/LazyDateTimeInput';
import { OPPORTUNITY_LIMITS } from '../domain/rules-opportunities';
import { SECTOR_CHOICES, TYPE_CHOICES } from './choices';
import { opportunityValidator, type ValidatorContext } from './opportunityRules';
import { OpportunityPreviewCard } from './OpportunityPreviewCard';

const F = 'resources.opportunities.fields';
const S = 'resources.opportunities.sections';
const two = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** The deadline's rule reads the event date: it is checked again when the date changes. */
const PAIRED_WITH_DATE = ['deadline'];

const required = <T extends object>(validator: T) => Object.assign(validator, { isRequired: true });

export function OpportunityForm({ mode }: { mode: 'create' | 'update' }) {
  const { formState } = useFormContext();
  const originalDate = (formState.defaultValues?.date as string | undefined) ?? null;
  const originalDeadline = (formState.defaultValues?.deadline as string | undefined) ?? null;
  const context: ValidatorContext = { mode, originalDate, originalDeadline };
  const validate = useMemo(
    () => ({
      title: required(opportunityValidator('title', context)),
      description: required(opportunityValidator('description', context)),
      date: required(opportunityValidator('date', context)),
      deadline: opportunityValidator('deadline', context),
      amount: opportunityValidator('amount', context),
      imageUrl: opportunityValidator('imageUrl', context),
      company: opportunityValidator('company', context),
      location: opportunityValidator('location', context),
      capacity: opportunityValidator('capacity', context),
      speaker: opportunityValidator('speaker', context),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one set per mode and stored date
    [mode, originalDate, originalDeadline],
  );
  const isPaid = useWatch({ name: 'isPaid' }) === true;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Section title={`${S}.basic`}>
          <CountedTextInput source="title" label={`${F}.title`} {...TITLE_COUNTER} validate={validate.title} fullWidth />
          <Box sx={two}>
            <TextInput source="company" label={`${F}.company`} validate={validate.company} fullWidth />
            <TextInput source="location" label={`${F}.location`} validate={validate.location} fullWidth />
            <SelectInput source="sector" label={`${F}.sector`} choices={SECTOR_CHOICES} emptyText={`${F}.selectSector`} fullWidth />
            <SelectInput source="type" label={`${F}.type`} choices={TYPE_CHOICES} emptyText={`${F}.selectType`} fullWidth />
          </Box>
          <CountedTextInput
            source="description"
            label={`${F}.description`}
            max={OPPORTUNITY_LIMITS.descriptionMax}
            warnAt={1200}
            dangerAt={1600}
            validate={validate.description}
            multiline
            minRows={3}
            fullWidth
          />
        </Section>
        <Section title={`${S}.event`}>
          <Box sx={two}>
            <LazyDateTimeInput source="date" label={`${F}.date`} validate={validate.date} revalidate={PAIRED_WITH_DATE} />
            <LazyDateTimeInput source="deadline" label={`${F}.deadline`} validate={validate.deadline} />
          </Box>
          <Box sx={two}>
            <TextInput source="capacity" label={`${F}.capacity`} validate={validate.capacity} fullWidth />
            <TextInput source="speaker" label={`${F}.speaker`} validate={validate.speaker} fullWidth />
          </Box>
        </Section>
        <Section title={`${S}.payment`}>
          <CheckboxInput source="isPaid" label={`${F}.isPaid`} />
          {isPaid ? (
            <NumberInput
              source="amount"
              label={`${F}.amount`}
              min={0}
              step={OPPORTUNITY_LIMITS.amountStep}
              validate={validate.amount}
              fullWidth
            />
          ) : null}
          <ImageDropInput
            source="image"
            urlSource="imageUrl"
            label={`${F}.image`}
            urlLabel={`${F}.imageUrl`}
            hint="resources.opportunities.hints.image"
            urlValidate={validate.imageUrl}
          />
        </Section>
      </Box>
      <OpportunityPreviewCard />
    </Box>
  );
}
