/**
 * CheckboxInput — a true/false form field drawn as a checkbox with its label, for forms the requirements draws with one
 * (requirements §2: the opportunity form's 'paid checkbox'). Not react-admin's BooleanInput, which is always a switch; it
 * is the same react-admin input otherwise (useInput: the form's value, validation, `helperText`, the label from the
 * resource's keys).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';

export function CheckboxInput(props: InputProps) {
  const resource = useResourceContext(props);
  const { field, id, isRequired, fieldState } = useInput({ ...props, type: 'checkbox', defaultValue: props.defaultValue ?? false });
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
            disabled={props.disabled}
          />
        }
        label={<FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />}
      />
      <InputHelperText error={fieldState.error?.message} helperText={props.helperText} />
    </>
  );
}
