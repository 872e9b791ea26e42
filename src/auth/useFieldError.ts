import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Error state of one field validated on blur and on submit, cleared when the user types
 * (docs/requirements.md §5). `validate` returns an i18n key or undefined. `bind(value, setValue)` gives a
 * TextField its value, change/blur handlers and translated error in one place.
 *
 * The error line is always reserved (MUI's `helperText=" "`): an error that appears on blur must not
 * move what the user is clicking. Clicking 'Forgot password?' blurs the empty Email field; if the
 * message pushed the link down between mousedown and mouseup, the click would be lost.
 */
export const useFieldError = (validate: (value: string) => string | undefined) => {
  const translate = useTranslate();
  const [error, setError] = useState<string | undefined>();
  const check = useCallback(
    (value: string) => {
      const key = validate(value);
      setError(key);
      return key === undefined;
    },
    [validate],
  );
  const clear = useCallback(() => setError(undefined), []);
  const bind = (value: string, setValue: (value: string) => void, opts: { checkEmptyOnBlur?: boolean } = {}) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(event.target.value);
      clear();
    },
    onBlur: () => {
      if (opts.checkEmptyOnBlur !== false || value !== '') check(value);
    },
    error: Boolean(error),
    helperText: error ? translate(error) : ' ',
  });
  return { error, check, clear, bind };
};
