/**
 * Inputs of the business create and edit dialogs (name, sector, stage, location, founded, website, logo,
 * description) with their validation (businessRules.ts: the rules the fixture API checks with the same engine).
 */
import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { CountedTextInput } from '../common/CountedTextInput';
import { LazyDateTimeInput } from '../common/LazyDateTimeInput';
import { businessRules } from '../domain/rules';
import { businessValidators as validate } from './businessRules';
import { LOCATION_CHOICES, SECTOR_CHOICES, STAGE_CHOICES } from './choices';
import { LogoInput } from './LogoInput';

const fields = 'resources.businesses.fields';
const DESCRIPTION_MAX = businessRules.description.max ?? 2000;


const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

export function BusinessForm() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="name" label={`${fields}.name`} validate={validate.name} fullWidth />
      <Box sx={row}>
        <SelectInput source="sector" label={`${fields}.sector`} choices={SECTOR_CHOICES} validate={validate.sector} />
        <SelectInput source="stage" label={`${fields}.stage`} choices={STAGE_CHOICES} validate={validate.stage} />
        <SelectInput
          source="location"
          label={`${fields}.location`}
          choices={LOCATION_CHOICES}
          validate={validate.location}
        />
        {/* a past day, stored as 'YYYY-MM-DD' */}
        <LazyDateTimeInput source="founded" label={`${fields}.founded`} validate={validate.founded} dateOnly disableFuture />
      </Box>
      <TextInput source="website" label={`${fields}.website`} validate={validate.website} fullWidth type="url" />
      <LogoInput source="logo" />
      <CountedTextInput
        source="description"
        label={`${fields}.description`}
        max={DESCRIPTION_MAX}
        multiline
        minRows={3}
        fullWidth
        validate={validate.description}
      />
    </Box>
  );
}
