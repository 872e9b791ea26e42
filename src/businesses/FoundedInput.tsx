/**
 * Founded date input: @mui/x-date-pickers DatePicker (date-fns adapter) bound to the react-admin form.
 * Stored as 'YYYY-MM-DD'; dates in the future and unreadable dates are refused. Loaded lazily with the form
 * (see BusinessForm), so the pickers never weigh on the list or the sign-in bundle.
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { businessValidators } from './businessValidators';

/** 'YYYY-MM-DD' (or a full ISO date) → Date; null when empty or unreadable. */
export function toPickerValue(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value.length > 10 ? value.slice(0, 10) : value);
  return isValid(date) ? date : null;
}


export default function FoundedInput({ source = 'founded' }: { source?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState } = useInput({ source, validate: businessValidators.founded });
  const error = fieldState.error?.message;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale === 'fr' ? fr : enUS}
      localeText={locale === 'fr' ? frFR.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      <DatePicker
        label={translate('resources.businesses.fields.founded')}
        value={toPickerValue(field.value)}
        disableFuture
        onChange={(date) => field.onChange(date == null ? null : isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid')}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: Boolean(error),
            helperText: error ? translate(error, { _: error }) : ' ',
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
