/**
 * DateInputSkeleton — LazyDateTimeInput's Suspense fallback: the date field as it will be, labelled (' *' when
 * required) and disabled, the same small filled field with its dense margins and its helper line, so nothing moves
 * when the pickers arrive and the form shows what it asks for meanwhile. It registers the field with its rules
 * (react-hook-form validates only registered fields): the picker then shows the error a save found.
 */
import TextField from '@mui/material/TextField';
import { useInput, useTranslate, type Validator } from 'react-admin';

export interface DateInputSkeletonProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  isRequired?: boolean;
}

export function DateInputSkeleton({ source, label, validate, isRequired: required }: DateInputSkeletonProps) {
  const translate = useTranslate();
  const { isRequired } = useInput({ source, validate, isRequired: required });
  return (
    <TextField
      label={`${translate(label)}${isRequired ? ' *' : ''}`}
      value=""
      disabled
      fullWidth
      size="small"
      variant="filled"
      margin="dense"
      // the helper line kept, as the picker keeps it (a zero-width space, as react-admin's inputs do)
      helperText={'\u200b'}
      slotProps={{ htmlInput: { 'aria-busy': true } }}
    />
  );
}
