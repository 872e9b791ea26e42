/**
 * The one validation engine (src/domain/validation.ts) and its react-admin side (form-validator.ts): the messages
 * the API answers and the texts the forms show, from the same rules.
 */
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import { businessValidators } from '../../src/businesses/businessRules';
import { courseTextValidator } from '../../src/courses/courseRules';
import { userValidators } from '../../src/users/userRules';
import { validatePassword } from '../../src/domain/auth-rules';
import { fieldValidator, formMessage } from '../../src/domain/form-validator';
import { pattern } from '../../src/domain/patterns';
import { businessRules, messageRules, userRules } from '../../src/domain/rules';
import { LEVEL_RULES, UNIT_RULES } from '../../src/domain/rules-education';
import { checkField, checkFields, type FieldRule, type Rules } from '../../src/domain/validation';

/** The English text the user reads for a form message: its i18n key followed into en.ts, %{args} filled. */
function english(message: unknown): string | undefined {
  if (message === undefined) return undefined;
  const { message: key, args } = typeof message === 'string' ? { message, args: {} } : (message as { message: string; args: Record<string, unknown> });
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  return typeof text === 'string' ? text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name])) : undefined;
}

const note: FieldRule = { type: 'string', label: 'Note', required: true, min: 2, max: 5, pattern: pattern(/^[a-z]+$/, 5) };

describe('one rule, one checker, one violation', () => {
  it('gives the default messages in the header order: type, min, max, pattern, values', () => {
    const messages = (value: unknown) => checkField('note', note, value)?.message;
    expect([undefined, null, '   ', 5, 'a', 'abcdef', 'ab1', 'abc'].map(messages)).toEqual([
      'Note is required', 'Note is required', 'Note is required', 'Note must be a text', 'Note must be at least 2 characters',
      'Note must be at most 5 characters', 'Note contains invalid characters', undefined,
    ]);
    expect(checkField('role', userRules.role, 'owner')?.message).toBe('Role must be one of: admin, user');
  });

  it('names each violation: its field, the check that failed and an i18n key', () => {
    expect(checkField('note', note, 'a')).toEqual({ field: 'note', check: 'min', key: 'noteMin', message: 'Note must be at least 2 characters' });
    expect(checkField('title', LEVEL_RULES.title, 'x'.repeat(256))).toEqual({ field: 'title', check: 'max', key: 'titleMax255', message: 'Title must be less than 255 characters' });
  });

  it('judges strings trimmed, limits inclusive, and keeps only the ruled fields', () => {
    const rules: Rules = { note };
    expect(checkFields(rules, { note: ' abcde ', other: 'x' })).toEqual({ violations: [], errors: {}, value: { note: 'abcde' } });
    expect(checkFields(rules, { note: 'abcdef' }).errors).toEqual({ note: 'Note must be at most 5 characters' });
  });

  it('checks a length before the pattern, so an over-long email is refused by its length', () => {
    expect(checkFields(messageRules, { email: `${'a'.repeat(300)}@example.ug` }, { mode: 'update' }).errors).toEqual({ email: 'Email must be at most 254 characters' });
    expect(checkFields(messageRules, { email: 'not-an-email' }, { mode: 'update' }).errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('checks the pattern of a patternOnCreate rule on create only', () => {
    expect(checkField('title', LEVEL_RULES.title, 'Primary <b>', { mode: 'create' })?.message).toBe('Title contains invalid characters');
    expect(checkField('title', LEVEL_RULES.title, 'Primary <b>', { mode: 'update' })).toBeUndefined();
  });

  it('runs the rule check last, with its own key', () => {
    expect(checkField('videoLink', UNIT_RULES.videoLink, 'https://vimeo.com/1')).toMatchObject({
      check: 'check', key: 'videoLinkInvalid', message: 'Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)',
    });
    expect(checkField('founded', businessRules.founded, '2999-01-01')?.message).toBe('Founded date cannot be in the future');
    expect(checkField('founded', businessRules.founded, new Date().toISOString().slice(0, 10))).toBeUndefined();
  });
});

describe('form validators: the rule the API checks, with the form\'s texts', () => {
  it('business dialogs', () => {
    expect(english(businessValidators.name('', {}, {}))).toBe('Business name is required');
    expect(english(businessValidators.name('  A ', {}, {}))).toBe('Business name must be at least 2 characters');
    expect(english(businessValidators.name('n'.repeat(256), {}, {}))).toBe('Business name must be at most 255 characters');
    expect(english(businessValidators.description('d'.repeat(2001), {}, {}))).toBe('Description must be at most 2000 characters');
    expect(english(businessValidators.website('javascript:alert(1)', {}, {}))).toBe('Website must be a valid http:// or https:// address');
    expect(english(businessValidators.logo('ftp://example.ug/logo.png', {}, {}))).toBe('Logo must be an http:// or https:// image address');
    expect(businessValidators.website('https://example.ug', {}, {})).toBeUndefined();
    expect(businessValidators.name.isRequired).toBe(true);
    expect(businessValidators.website.isRequired).toBe(false);
  });

  it('user dialogs', () => {
    expect(english(userValidators.firstname('   ', {}, {}))).toBe('First name is required');
    expect(english(userValidators.email('not-an-email', {}, {}))).toBe('Please enter a valid email address');
    expect(english(userValidators.password('123', {}, {}))).toBe('Password must be at least 6 characters long');
    expect(english(userValidators.phoneNumber('call me', {}, {}))).toBe('Phone number must be a valid phone number');
    expect(userValidators.address('a'.repeat(256), {}, {})).toEqual({ message: 'ra.validation.maxLength', args: { max: 255 } });
  });

  it('course dialog: part-2 rules carry their keys', () => {
    const title = courseTextValidator('title');
    expect(english(title('', {}, {}))).toBe('Course title is required');
    expect(english(title('Ab', {}, {}))).toBe('Title must be at least 3 characters');
    expect(english(title('Cash <flow>', {}, {}))).toBe('Title contains invalid characters');
  });

  it('sign-in: blanks are "required", as the API judges them', () => {
    expect(english(validatePassword('      '))).toBe('Password is required');
    expect(validatePassword('secret')).toBeUndefined();
  });

  it('falls back to react-admin\'s texts, or the requirements\'s English, for a check the form names no key for', () => {
    const validate = fieldValidator({ note }, 'note', {});
    expect(validate('', {}, {})).toBe('ra.validation.required');
    expect(validate('abcdef', {}, {})).toEqual({ message: 'ra.validation.maxLength', args: { max: 5 } });
    expect(validate('ab1', {}, {})).toEqual({ message: 'Note contains invalid characters', args: { _: 'Note contains invalid characters' } });
    const violation = checkField('note', note, 'a')!;
    expect(formMessage(note, violation, 'resources.notes.validation')).toBe('resources.notes.validation.noteMin');
  });
});

describe('characters that deceive a reader', () => {
  const name: FieldRule = { type: 'string', label: 'First name', max: 50 };
  const text: FieldRule = { type: 'string', label: 'Description', max: 2000 };

  it('refuses NUL, direction controls and zero-width characters, after the length and before any pattern', () => {
    for (const bad of ['Ais\u0000ha', 'Nakato\u202Eexe', 'A\u2067b', 'Zero\u200Bwidth', 'B\uFEFFom', 'Jo\u200Dined']) {
      expect(checkField('firstname', name, bad)?.message, JSON.stringify(bad)).toBe('First name contains invisible or direction-changing characters');
    }
    expect(checkField('firstname', name, 'x'.repeat(51) + '\u0000')?.check).toBe('max');
    expect(checkField('firstname', name, 'Nakato-Ssali')).toBeUndefined();
  });

  it('free text keeps tabs, line breaks and the joiners of emoji; passwords are their exact value', () => {
    expect(checkField('description', text, 'Two\tlines\r\nand a family 👨\u200D👩\u200D👧')).toBeUndefined();
    expect(checkField('description', text, 'Hidden\u202Etext')?.check).toBe('characters');
    expect(checkField('password', { type: 'string', label: 'Password', trim: false, max: 128 }, 'pass\u200Bword')).toBeUndefined();
  });

  it('a form shows one text for them, whatever its keys', () => {
    const violation = checkField('firstname', name, 'A\u202Eb')!;
    expect(english(formMessage(name, violation, 'resources.users.validation'))).toBe('Remove invisible or direction-changing characters');
    expect(english(formMessage(name, violation, {}))).toBe('Remove invisible or direction-changing characters');
  });

  it('an e-mail is judged and kept in NFKC form', () => {
    const { value, violations } = checkFields({ email: { type: 'string', label: 'Email', max: 254, normalize: true } }, { email: '\uFF55ser@example.com' });
    expect(violations).toEqual([]);
    expect(value.email).toBe('user@example.com');
  });
});
