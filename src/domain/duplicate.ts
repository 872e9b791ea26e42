/**
 * Duplicates (docs/requirements.md §7): a copy is a plain create with the title suffixed ' (Copy)' and the other fields
 * copied. The suffix is data, not a translated text: the same in every language.
 */
export const COPY_SUFFIX = ' (Copy)';

/** 'Intro to Savings' → 'Intro to Savings (Copy)'. */
export const copyTitle = (title: unknown): string => `${typeof title === 'string' ? title.trim() : ''}${COPY_SUFFIX}`;

/** The listed fields of a record with its title suffixed: the body of the duplicate's create. */
export function duplicateBody<R extends object>(record: R, fields: readonly (keyof R & string)[]): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined && values[field] !== null) body[field] = values[field];
  body.title = copyTitle(values.title);
  return body;
}
