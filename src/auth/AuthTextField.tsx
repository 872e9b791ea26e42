/**
 * The sign-in steps' text fields: MUI's filled TextField (the theme's variant, as on every other form), assembled
 * from its parts (FormControl, InputLabel, FilledInput, FormHelperText), full width with normal margins. Why not
 * TextField itself: it imports Select, NativeSelect, OutlinedInput and Input for its other variants, ~8 KB gzip
 * that the sign-in form never uses.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import FilledInput from '@mui/material/FilledInput';

export interface AuthTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  inputMode?: 'email' | 'text';
  endAdornment?: ReactNode;
}

export const AuthTextField = ({ label, helperText, error, inputMode, ...input }: AuthTextFieldProps) => {
  const id = useId();
  return (
    <FormControl variant="filled" fullWidth margin="normal" error={error} disabled={input.disabled}>
      <InputLabel htmlFor={id} variant="filled">
        {label}
      </InputLabel>
      <FilledInput
        id={id}
        inputProps={{ inputMode, spellCheck: inputMode === 'email' ? false : undefined, 'aria-describedby': `${id}-help` }}
        {...input}
      />
      <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>
    </FormControl>
  );
};

/** The e-mail field of the sign-in and forgot-password steps. */
export const EmailField = (props: Omit<AuthTextFieldProps, 'name' | 'inputMode' | 'autoComplete' | 'type'>) => (
  <AuthTextField name="email" inputMode="email" autoComplete="username" {...props} />
);
