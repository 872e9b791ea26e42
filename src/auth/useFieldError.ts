import { useCallback, useState } from 'react';

/**
 * Error state of one field validated on blur and on submit, cleared when the user types
 * (spec part 1 §5). `validate` returns an i18n key or undefined.
 */
export const useFieldError = (validate: (value: string) => string | undefined) => {
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
  return { error, check, clear };
};
