/**
 * One definition of each format (src/domain/patterns.ts): the forms, the fixture API's rules and the links test
 * the very same pattern objects, and a value's length is checked before any regex runs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessValidators } from '../../src/businesses/businessRules';
import { userValidators } from '../../src/users/userRules';
import { EMAIL_RULE, validateEmail } from '../../src/domain/auth-rules';
import { EMAIL_PATTERN, IMAGE_URL_PATTERN, ISO_DATE_PATTERN, PHONE_PATTERN, URL_PATTERN, isIsoDate, type Pattern } from '../../src/domain/patterns';
import { businessRules, loginRules, messageRules, userRules } from '../../src/domain/rules';
import { APPLICATION_RULES, readApplicationInput } from '../../src/domain/rules-opportunities';
import { isImageUrl, mailtoHref, safeHref } from '../../src/domain/url';
import { checkFields } from '../../src/domain/validation';
import { isYoutubeUrl } from '../../src/domain/video';

afterEach(() => vi.restoreAllMocks());

/** How many times `run` tested a value against `pattern`. */
function testsOf(pattern: Pattern, run: () => void): number {
  const spy = vi.spyOn(pattern, 'test');
  spy.mockClear();
  run();
  const calls = spy.mock.calls.length;
  spy.mockRestore();
  return calls;
}

const apply = {
  fullName: 'Grace Namutebi', age: 24, phone: '+256 772 123456', email: 'grace@example.ug', educationLevel: 'Diploma',
  businessRegion: 'Central', businessSector: 'Retail', businessStage: 'Startup', businessDuration: '1-2 years', majorChallenge: 'Finance',
};

describe('one pattern object per format, for the forms and the API', () => {
  it('email: the sign-in and user forms, every API rule and mailto links test EMAIL_PATTERN', () => {
    for (const rule of [EMAIL_RULE, loginRules.email, userRules.email, messageRules.email, APPLICATION_RULES.email]) expect(rule.pattern).toBe(EMAIL_PATTERN);
    expect(testsOf(EMAIL_PATTERN, () => validateEmail('jane@example.ug'))).toBe(1);
    expect(testsOf(EMAIL_PATTERN, () => userValidators.email('jane@example.ug', {}, {}))).toBe(1);
    expect(testsOf(EMAIL_PATTERN, () => checkFields(messageRules, { email: 'jane@example.ug' }))).toBe(1);
    expect(testsOf(EMAIL_PATTERN, () => readApplicationInput(apply, 'create'))).toBe(1);
    expect(testsOf(EMAIL_PATTERN, () => mailtoHref('jane@example.ug'))).toBe(1);
  });

  it('phone: the user form, the users, messages and apply API rules test PHONE_PATTERN', () => {
    for (const rule of [userRules.phoneNumber, messageRules.phone, APPLICATION_RULES.phone]) expect(rule.pattern).toBe(PHONE_PATTERN);
    expect(testsOf(PHONE_PATTERN, () => userValidators.phoneNumber('+256 772 123456', {}, {}))).toBe(1);
    expect(testsOf(PHONE_PATTERN, () => checkFields(userRules, { phoneNumber: '+256 772 123456' }, { mode: 'update' }))).toBe(1);
    expect(testsOf(PHONE_PATTERN, () => readApplicationInput(apply, 'create'))).toBe(1);
  });

  it('URL: the business form, the API rules, links, image sources and video links test URL_PATTERN', () => {
    expect(businessRules.website.pattern).toBe(URL_PATTERN);
    // image addresses (profile pictures, covers) have their own rule, which takes URL_PATTERN's URLs
    expect(userRules.profilePicture.pattern).toBe(IMAGE_URL_PATTERN);
    expect(testsOf(URL_PATTERN, () => IMAGE_URL_PATTERN.test('https://example.ug/a.png'))).toBe(1);
    const url = 'https://example.ug/logo.png';
    expect(testsOf(URL_PATTERN, () => businessValidators.website(url, {}, {}))).toBe(1);
    expect(testsOf(URL_PATTERN, () => businessValidators.logo(url, {}, {}))).toBe(1);
    expect(testsOf(URL_PATTERN, () => checkFields(businessRules, { website: url, logo: url }, { mode: 'update' }))).toBe(2);
    expect(testsOf(URL_PATTERN, () => safeHref(url))).toBe(1);
    expect(testsOf(URL_PATTERN, () => isImageUrl(url))).toBe(1);
    expect(testsOf(URL_PATTERN, () => isYoutubeUrl('https://youtu.be/rfscVS0vtbw'))).toBe(1);
  });

  it('dates: the rules of type date test ISO_DATE_PATTERN', () => {
    expect(testsOf(ISO_DATE_PATTERN, () => checkFields(businessRules, { founded: '2019-05-01' }, { mode: 'update' }))).toBe(1);
  });
});

describe('length before any regex', () => {
  const huge = 'a'.repeat(100 * 1024);

  it('refuses a 100 KB value by its length, without running a regex', () => {
    const regexes = [EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN, ISO_DATE_PATTERN].map((p) => vi.spyOn(p.regex, 'test'));
    const message = checkFields(messageRules, { fullName: 'Jane', email: `${huge}@example.ug`, phone: `+256${'7'.repeat(100 * 1024)}`, message: 'Hi', messageType: 'general' });
    expect(message.errors).toEqual({ email: 'Email must be at most 254 characters', phone: 'Phone must be a valid phone number' });
    expect(checkFields(businessRules, { website: `https://${huge}.ug` }, { mode: 'update' }).errors).toEqual({ website: 'Website must be a valid http(s) URL' });
    expect(validateEmail(`${huge}@example.ug`)).toBe('app.validation.auth.emailInvalid');
    const application = readApplicationInput({ ...apply, phone: `+256${huge}`, email: `${huge}@x.ug` }, 'create');
    expect(application.violations.map((v) => v.message)).toEqual(['Phone must be less than 1000 characters', 'Email must be less than 1000 characters']);
    expect([safeHref(`https://${huge}`), mailtoHref(`${huge}@example.ug`), isIsoDate(`2026-05-01${huge}`), isImageUrl(`https://${huge}`)]).toEqual([null, null, false, false]);
    for (const regex of regexes) expect(regex).not.toHaveBeenCalled();
  });

  it('each pattern caps the length it reads', () => {
    expect([EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN, ISO_DATE_PATTERN].map((p) => p.maxLength)).toEqual([254, 21, 2048, 35]);
    expect(EMAIL_PATTERN.test(`${'a'.repeat(243)}@example.ug`)).toBe(true);
    expect(EMAIL_PATTERN.test(`${'a'.repeat(244)}@example.ug`)).toBe(false);
  });
});

describe('what each pattern accepts', () => {
  it('email: one @, no spaces, a dot inside the host', () => {
    expect(['jane@example.ug', 'j.doe+tag@mail.example.co.ug', 'a@.b.c', 'a@b..c'].map((v) => EMAIL_PATTERN.test(v))).toEqual([true, true, true, true]);
    expect(['admin', 'admin@example', 'ad min@example.com', 'a@@b.c', 'a@b.', 'a@.b', '@b.c', `a@${'.'.repeat(240)} `].map((v) => EMAIL_PATTERN.test(v))).toEqual(
      [false, false, false, false, false, false, false, false],
    );
  });

  it('phone: a digit (after an optional +), then digits, spaces, ( ) or -', () => {
    expect(['+256 772 123456', '0772-123456', '+256 (0)772 123 456'].map((v) => PHONE_PATTERN.test(v))).toEqual([true, true, true]);
    expect(['call me', '12345', '+', '(0)772 123456', '256\t772123456', `+256${'1'.repeat(20)}`].map((v) => PHONE_PATTERN.test(v))).toEqual(
      [false, false, false, false, false, false],
    );
  });

  it('URL: absolute http(s) with a host', () => {
    expect(['https://example.ug', 'HTTP://example.ug/a?b=1#c', 'http://localhost:3000/x'].map((v) => URL_PATTERN.test(v))).toEqual([true, true, true]);
    expect(['ftp://example.ug', 'javascript:alert(1)', 'https:example.ug', 'https://', 'https://exa mple.ug', 'www.example.ug', 'http://[::1'].map((v) => URL_PATTERN.test(v))).toEqual(
      [false, false, false, false, false, false, false],
    );
  });
});
