/**
 * How a person's name is shown (pure; shared by screens and the fixture API).
 * Users carry `name` and/or `firstname`/`lastname`; subscriptions embed the same shape.
 */
export interface NameParts {
  name?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

/** `name` when set, else "firstname lastname", else the email, else ''. */
export function displayName(person: NameParts | null | undefined): string {
  if (!person) return '';
  const name = person.name?.trim();
  if (name) return name;
  const parts = [person.firstname, person.lastname].map((p) => p?.trim()).filter(Boolean);
  if (parts.length) return parts.join(' ');
  return person.email?.trim() ?? '';
}
