/**
 * DateTimeInput — the kit's date input: a date-and-time field (@mui/x-date-pickers DateTimePicker), or with
 * `dateOnly` a date field (DatePicker), date-fns adapter, bound to the react-admin form.
 * - date-time: stored as an ISO date-time text (UTC); the picker shows and reads local time.
 * - dateOnly: stored as 'yyyy-MM-dd' (a local calendar day); an ISO date-time value is read by its date part.
 * Either way null when empty, 'invalid' when unreadable (so a rule refuses it). In the admin's language (month names,
 * first day of the week, the pickers' texts: src/common/pickerLocale.ts; it suspends while a language other than
 * English loads them); the label gets ' *' when a validator or `isRequired` says so. Default export: forms use
 * it through LazyDateTimeInput, which loads it with the form, so the pickers never weigh on a list or the sign-in bundle.
 *   <LazyDateTimeInput source="date" label="resources.x.fields.date" validate={fn} />
 *   <LazyDateTimeInput source="startDate" label="resources.x.fields.startDate" dateOnly isRequired />
 * `revalidate`: fields whose rules read this one (an event date and its deadline): checked again, once they hold a
 * value, whenever this one changes or loses focus, so a pair's message follows the pair; a change to a whole date
 * with such a field filled checks this one too, so a pair's order is named as soon as both dates are given.
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parseISO } from 'date-fns';
import { InputHelperText, useI18nProvider, useInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { pickerTexts, usePickerLocale } from './pickerLocale';

/** A stored value → the picker's Date: an ISO text (dateOnly: its date part, a local day); null when empty or unreadable. */
export function toDateTimeValue(value: unknown, dateOnly = false): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(dateOnly ? value.slice(0, 10) : value);
  return isValid(date) ? date : null;
}

/** The picker's Date → the stored value: ISO date-time (dateOnly: 'yyyy-MM-dd'); null when empty, 'invalid' when unreadable. */
export function fromDateTimeValue(date: Date | null, dateOnly = false): string | null {
  if (date == null) return null;
  if (!isValid(date)) return 'invalid';
  return dateOnly ? format(date, 'yyyy-MM-dd') : date.toISOString();
}

export interface DateTimeInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  helperText?: string;
  /** A date without a time (DatePicker), stored as 'yyyy-MM-dd'. */
  dateOnly?: boolean;
  /** The label's ' *' for a form-level rule (a validator marked isRequired gives it too). */
  isRequired?: boolean;
  disablePast?: boolean;
  disableFuture?: boolean;
  revalidate?: readonly string[];
}

export default function DateTimeInput(props: DateTimeInputProps) {
  const { source, label, validate, helperText, dateOnly = false, isRequired: required, disablePast, disableFuture, revalidate } = props;
  const translate = useTranslate();
  // the locale the texts are shown in (a remembered code without a file falls back to English, and so does the picker)
  const picker = usePickerLocale(useI18nProvider().getLocale());
  const { field, fieldState, isRequired } = useInput({ source, validate, isRequired: required });
  const { getValues, trigger } = useFormContext();
  /** `changedTo`: this field's new value (a whole date is checked with the filled fields; a half-typed one waits). */
  const recheck = (changedTo?: string | null) => {
    const filled = (revalidate ?? []).filter((name) => getValues(name) != null && getValues(name) !== '');
    const self = changedTo != null && changedTo !== 'invalid' ? [source] : [];
    if (filled.length) void trigger([...filled, ...self]);
  };
  const error = fieldState.error?.message;
  const Picker = dateOnly ? DatePicker : DateTimePicker;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={picker.dateFns}
      localeText={picker.texts ?? pickerTexts(translate)}
    >
      <Picker
        label={`${translate(label)}${isRequired ? ' *' : ''}`}
        value={toDateTimeValue(field.value, dateOnly)}
        disablePast={disablePast}
        disableFuture={disableFuture}
        onChange={(date) => {
          const value = fromDateTimeValue(date, dateOnly);
          field.onChange(value);
          recheck(value);
        }}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: () => {
              field.onBlur();
              recheck();
            },
            error: Boolean(error),
            // react-admin encodes a validator's message (key and args): InputHelperText decodes and translates it;
            // without a message or a hint it keeps the line (a zero-width space), as react-admin's inputs do
            helperText: <InputHelperText error={error} helperText={helperText} />,
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
