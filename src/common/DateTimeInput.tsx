/**
 * DateTimeInput — a date-and-time field (@mui/x-date-pickers DateTimePicker, date-fns adapter) bound to the
 * react-admin form. Stored as an ISO date-time text (UTC), null when empty, 'invalid' when unreadable (so a
 * rule refuses it). The picker shows and reads local time, in the admin's language (English for locales date-fns
 * lacks). Default export: load it lazily with the form (React.lazy + Suspense), so the pickers never weigh on a
 * list or the sign-in bundle.
 *   const DateTimeInput = lazy(() => import('../common/DateTimeInput'));
 *   <DateTimeInput source="date" label="resources.x.fields.date" validate={fn} />
 */
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';
import { isValid, parseISO } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { InputHelperText, useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';

/** An ISO text → Date; null when empty or unreadable. */
export function toDateTimeValue(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export interface DateTimeInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  helperText?: string;
  disablePast?: boolean;
}

export default function DateTimeInput({ source, label, validate, helperText, disablePast }: DateTimeInputProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const error = fieldState.error?.message;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale === 'fr' ? fr : enUS}
      localeText={locale === 'fr' ? frFR.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      <DateTimePicker
        label={`${translate(label)}${isRequired ? ' *' : ''}`}
        value={toDateTimeValue(field.value)}
        disablePast={disablePast}
        onChange={(date) => field.onChange(date == null ? null : isValid(date) ? date.toISOString() : 'invalid')}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: Boolean(error),
            // react-admin encodes a validator's message (key and args): InputHelperText decodes and translates it
            helperText: <InputHelperText error={error} helperText={helperText ?? ' '} />,
            fullWidth: true,
            size: 'small',
            variant: 'filled',
            margin: 'dense',
          },
        }}
      />
    </LocalizationProvider>
  );
}
