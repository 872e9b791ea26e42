/**
 * Apply on someone's behalf (docs/requirements.md §2 "Apply form"): Personal Information (full name, age, phone, e-mail,
 * education level) and Business Information (region, sector, stage, duration, major challenge, optional payment
 * method); 'Submit Application' → POST /opportunity-applications/apply (dataProvider.applyToOpportunity). Success:
 * 'Application submitted successfully!', the opportunities (their applications count) and the applications
 * refresh, the dialog closes. Failure: the server's message, else 'Failed to submit application'; the form stays.
 * The frame is the form dialogs' own (Cancel, Ctrl/Cmd+S, the unsaved-changes question, 'Validation Error'); no
 * draft: an application holds a person's details.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NumberInput, SelectInput, TextInput, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormDialogFrame } from '../common/FormDialogFrame';
import { errorTitleOf, failureMessage } from '../common/mutationFeedback';
import { useRefreshAfterMutation } from '../common/useRefreshAfterMutation';
import { useToast } from '../common/useToast';
import { OPPORTUNITY_LIMITS } from '../domain/rules-opportunities';
import type { AppDataProvider } from '../providers/types';
import { DURATION_CHOICES, EDUCATION_CHOICES, REGION_CHOICES, SECTOR_CHOICES, STAGE_CHOICES } from './choices';
import { applyCanSubmit, applyValidators as validate, toApplyPayload } from './opportunityApplicationRules';

const A = 'resources.opportunities.apply';
const two = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Heading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
      {translate(label)}
    </Typography>
  );
}

export function ApplyDialog({ opportunity, onClose }: { opportunity: RaRecord; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const submit = async (values: FieldValues) => {
    try {
      await dataProvider.applyToOpportunity(toApplyPayload(values, opportunity.id));
    } catch (error) {
      toast.error(errorTitleOf(error, `${A}.failedTitle`), failureMessage(error, `${A}.failed`));
      return undefined;
    }
    toast.success(`${A}.submitted`);
    await refresh(['opportunities', 'opportunity-applications']);
    onClose();
    return undefined;
  };
  return (
    <FormDialogFrame
      title={`${A}.title`}
      titleArgs={{ title: opportunity.title }}
      size="lg"
      draftKey={null}
      saveLabel={`${A}.submit`}
      mode="onTouched"
      canSubmit={applyCanSubmit}
      onSubmit={submit}
      onClose={onClose}
    >
      <Heading label={`${A}.personal`} />
      <TextInput source="fullName" label={`${A}.fields.fullName`} validate={validate.fullName} autoComplete="name" fullWidth />
      <Box sx={two}>
        <NumberInput
          source="age"
          label={`${A}.fields.age`}
          validate={validate.age}
          min={OPPORTUNITY_LIMITS.ageMin}
          max={OPPORTUNITY_LIMITS.ageMax}
          step={1}
          fullWidth
        />
        <SelectInput source="educationLevel" label={`${A}.fields.educationLevel`} choices={EDUCATION_CHOICES} validate={validate.educationLevel} fullWidth />
        <TextInput source="phone" type="tel" label={`${A}.fields.phone`} validate={validate.phone} autoComplete="tel" fullWidth />
        <TextInput source="email" type="email" label={`${A}.fields.email`} validate={validate.email} autoComplete="email" fullWidth />
      </Box>
      <Heading label={`${A}.business`} />
      <Box sx={two}>
        <SelectInput source="businessRegion" label={`${A}.fields.businessRegion`} choices={REGION_CHOICES} validate={validate.businessRegion} fullWidth />
        <SelectInput source="businessSector" label={`${A}.fields.businessSector`} choices={SECTOR_CHOICES} validate={validate.businessSector} fullWidth />
        <SelectInput source="businessStage" label={`${A}.fields.businessStage`} choices={STAGE_CHOICES} validate={validate.businessStage} fullWidth />
        <SelectInput source="businessDuration" label={`${A}.fields.businessDuration`} choices={DURATION_CHOICES} validate={validate.businessDuration} fullWidth />
      </Box>
      <TextInput source="majorChallenge" label={`${A}.fields.majorChallenge`} validate={validate.majorChallenge} multiline minRows={2} fullWidth />
      <TextInput source="paymentMethod" label={`${A}.fields.paymentMethod`} validate={validate.paymentMethod} helperText={`${A}.optional`} fullWidth />
    </FormDialogFrame>
  );
}
