/**
 * Inputs of the business create and edit dialogs (name, sector, stage, location, founded, website, logo,
 * description) with their validation; limits come from src/domain/rules.ts (the fixture API checks the same).
 */
import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import { SelectInput, TextInput, maxLength, minLength, required, type Validator } from 'react-admin';
import { CountedTextInput } from '../common/CountedTextInput';
import { HTTP_URL, businessRules } from '../domain/rules';
import { safeHref } from '../domain/url';
import { LOCATION_CHOICES, SECTOR_CHOICES, STAGE_CHOICES } from './choices';
import { LogoInput } from './LogoInput';

const FoundedInput = lazy(() => import('./FoundedInput'));

const V = 'resources.businesses.validation';
const fields = 'resources.businesses.fields';
const NAME_MAX = businessRules.name.max ?? 255;
const DESCRIPTION_MAX = businessRules.description.max ?? 2000;

export const validateWebsite: Validator = (value: unknown) => {
  if (value == null || value === '') return undefined;
  const text = String(value).trim();
  return HTTP_URL.test(text) && safeHref(text) ? undefined : `${V}.websiteInvalid`;
};

const validateName = [
  required(`${V}.nameRequired`),
  minLength(businessRules.name.min ?? 2, `${V}.nameTooShort`),
  maxLength(NAME_MAX, `${V}.nameTooLong`),
];

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

export function BusinessForm() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="name" label={`${fields}.name`} validate={validateName} fullWidth />
      <Box sx={row}>
        <SelectInput source="sector" label={`${fields}.sector`} choices={SECTOR_CHOICES} validate={required(`${V}.sectorRequired`)} />
        <SelectInput source="stage" label={`${fields}.stage`} choices={STAGE_CHOICES} validate={required(`${V}.stageRequired`)} />
        <SelectInput
          source="location"
          label={`${fields}.location`}
          choices={LOCATION_CHOICES}
          validate={required(`${V}.locationRequired`)}
        />
        <Suspense fallback={<Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />}>
          <FoundedInput source="founded" />
        </Suspense>
      </Box>
      <TextInput source="website" label={`${fields}.website`} validate={validateWebsite} fullWidth type="url" />
      <LogoInput source="logo" />
      <CountedTextInput
        source="description"
        label={`${fields}.description`}
        max={DESCRIPTION_MAX}
        multiline
        minRows={3}
        fullWidth
        validate={maxLength(DESCRIPTION_MAX, `${V}.descriptionTooLong`)}
      />
    </Box>
  );
}
