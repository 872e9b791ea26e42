/**
 * react-admin validators made from the shared rules: a form field runs the very check the fixture API runs
 * (validation.ts) and shows its violation under an i18n key. Pure: a react-admin Validator is a plain function
 * `(value, allValues) => message | undefined`, marked `isRequired` for the label's asterisk.
 */
import { checkField, type Check, type FieldRule, type Mode, type Rules, type Violation } from './validation';

/** One text for every field: the characters are the same wherever they are pasted. */
export const HIDDEN_CHARACTERS_KEY = 'app.validation.hiddenCharacters';

export type FormMessage = string | { message: string; args: Record<string, unknown> };

/**
 * Where a violation's text comes from: a prefix (`resources.courses.validation`: the key is
 * `<prefix>.<violation.key>`, for rules whose messages carry keys), or a key per check, with react-admin's own
 * messages for the checks not named.
 */
export type FormKeys = string | Partial<Record<Check, string>>;

function reactAdminMessage(rule: FieldRule, violation: Violation): FormMessage {
  const numeric = rule.type === 'number' || rule.type === 'integer';
  switch (violation.check) {
    case 'required':
      return 'ra.validation.required';
    case 'min':
      return { message: numeric ? 'ra.validation.minValue' : 'ra.validation.minLength', args: { min: rule.min } };
    case 'max':
      return { message: numeric ? 'ra.validation.maxValue' : 'ra.validation.maxLength', args: { max: rule.max } };
    case 'values':
      return { message: 'ra.validation.oneOf', args: { options: (rule.values ?? []).join(', ') } };
    default:
      // no key of its own: the requirements' English, as the API says it
      return { message: violation.message, args: { _: violation.message } };
  }
}

/** The form message of a violation (see FormKeys); a length's text gets the limit as %{min} or %{max}. */
export function formMessage(rule: FieldRule, violation: Violation, keys: FormKeys): FormMessage {
  if (violation.check === 'characters') return HIDDEN_CHARACTERS_KEY;
  if (typeof keys === 'string') return `${keys}.${violation.key}`;
  const key = keys[violation.check];
  if (key === undefined) return reactAdminMessage(rule, violation);
  return violation.check === 'min' || violation.check === 'max' ? { message: key, args: { min: rule.min, max: rule.max } } : key;
}

/** The validator of `rules[field]`; `mode` 'update' for an edit form whose rule checks its pattern on create only. */
export function fieldValidator(rules: Rules, field: string, keys: FormKeys, mode: Mode = 'create') {
  const rule = rules[field];
  if (!rule) throw new Error(`No rule for ${field}`);
  // react-admin's signature: (value, allValues, props)
  const validate = (value: unknown, values?: Record<string, unknown>, _props?: unknown): FormMessage | undefined => {
    const violation = checkField(field, rule, value, { mode, body: values });
    return violation && formMessage(rule, violation, keys);
  };
  return Object.assign(validate, { isRequired: Boolean(rule.required) });
}

/**
 * Whether every ruled field of `values` passes (`mode` as in fieldValidator): a form's Save stays disabled while a
 * required field is empty or a field is wrong (docs/requirements.md §5), e.g. `canSubmit={(v) => rulesPass(LEVEL_RULES, v)}`.
 */
export function rulesPass(rules: Rules, values: Record<string, unknown>, mode: Mode = 'create'): boolean {
  return Object.entries(rules).every(([field, rule]) => !checkField(field, rule, values[field], { mode, body: values }));
}
