import { describe, expect, it } from 'vitest';
import { applicationState, bootcampPhase, bootcampPhaseAt, listItems, readBootcampInput, validateBootcamp, withBootcampDefaults } from '../../src/domain/rules-bootcamps';
import { matchBootRoute } from '../../src/boot/plan';
import { isImageUrl } from '../../src/domain/url';

const valid = {
  title: 'Web Bootcamp', description: 'Twenty characters at least, surely', category: 'Technology', format: 'Online', location: 'Kampala',
  startDate: '2026-05-01', endDate: '2026-06-01', applicationDeadline: '2026-04-20',
};
const messages = (list: { message: string }[]) => list.map((v) => v.message);

describe('readBootcampInput', () => {
  it('maps description to shortDescription and parses multipart text', () => {
    const { values, violations } = readBootcampInput({ ...valid, price: '250000', maxParticipants: '30', duration: '', inclusions: '["Lunch","Certificate"]' }, true);
    expect(violations).toEqual([]);
    expect(values.shortDescription).toBe('Twenty characters at least, surely');
    expect(values.price).toBe(250000);
    expect(values.maxParticipants).toBe(30);
    expect(values.duration).toBeNull();
    expect(values.inclusions).toBe('["Lunch","Certificate"]');
    expect(values.startDate).toBe('2026-05-01T00:00:00.000Z');
  });
  it('a JSON body keeps its own types: text is not turned into numbers', () => {
    expect(messages(readBootcampInput({ price: '5000', maxParticipants: '20' }, false).violations)).toEqual(['price must be a number', 'maxParticipants must be a number']);
    expect(readBootcampInput({ price: 5000, maxParticipants: 20, duration: null }, false)).toEqual({ values: { price: 5000, maxParticipants: 20, duration: null }, violations: [] });
  });
  it('stores a JSON array as its JSON text', () => {
    expect(readBootcampInput({ skills: ['Excel', 'Python'] }, true).values.skills).toBe('["Excel","Python"]');
  });
  it('rejects wrong types instead of coercing them', () => {
    expect(messages(readBootcampInput({ price: 'cheap', title: 5, startDate: 'someday', skills: 7 }, true).violations)).toEqual([
      'title must be text', 'skills must be text or a list', 'price must be a number', 'startDate must be a date (YYYY-MM-DD or an ISO date-time)',
    ]);
  });
  it('takes only ISO dates: "2", "1" and "hello 5" are not coerced into 2001 dates', () => {
    const { values, violations } = readBootcampInput({ startDate: '2', endDate: 'hello 5', applicationDeadline: '1' }, true);
    expect(values).toEqual({});
    expect(violations.map((v) => v.field)).toEqual(['startDate', 'endDate', 'applicationDeadline']);
    expect(readBootcampInput({ startDate: '2026-05-01', endDate: ' 2026-06-01T09:30:00+03:00 ' }, true).values).toEqual({
      startDate: '2026-05-01T00:00:00.000Z', endDate: '2026-06-01T06:30:00.000Z',
    });
  });
  it('length limits are inclusive: 255 and 500 characters pass, one more fails', () => {
    const at = (title: number, short: number) => messages(validateBootcamp(withBootcampDefaults(readBootcampInput({ ...valid, title: 't'.repeat(title), description: 'd'.repeat(short) }, true).values)));
    expect(at(255, 500)).toEqual([]);
    expect(at(256, 501)).toEqual(['Title must be less than 255 characters', 'Short description must be less than 500 characters']);
  });
});

describe('validateBootcamp', () => {
  const full = () => withBootcampDefaults(readBootcampInput(valid, true).values);
  it('fills the create defaults', () => {
    expect(full()).toMatchObject({ price: 100000, duration: 12, maxParticipants: 20, currency: 'UGX', status: 'draft', format: 'Online' });
    expect(withBootcampDefaults({}).format).toBe('Hybrid');
    expect(validateBootcamp(full())).toEqual([]);
  });
  it('asks for the required fields and dates with the requirements wording', () => {
    const out = messages(validateBootcamp(withBootcampDefaults({})));
    expect(out[0]).toMatch(/^Please fill in all required fields\./);
    expect(out).toContain('Please fill in all date fields.');
  });
  it('checks ranges and date order', () => {
    expect(messages(validateBootcamp({ ...full(), price: 0, duration: 53, maxParticipants: 1001 }))).toEqual([
      'Price must be greater than 0', 'Duration cannot exceed 52 weeks', 'Max participants cannot exceed 1000',
    ]);
    expect(messages(validateBootcamp({ ...full(), duration: 0.5, maxParticipants: 2.5 }))).toEqual([
      'Duration must be a whole number', 'Max participants must be a whole number',
    ]);
    expect(messages(validateBootcamp({ ...full(), endDate: '2026-04-01T00:00:00.000Z', applicationDeadline: '2026-05-02T00:00:00.000Z' }))).toEqual([
      'End date must be after the start date', 'Application deadline must be before the start date',
    ]);
    // each pair as soon as both of its dates are given, the third still missing
    const { endDate: _end, ...noEnd } = full();
    expect(messages(validateBootcamp({ ...noEnd, applicationDeadline: '2026-05-02T00:00:00.000Z' }))).toEqual([
      'Please fill in all date fields.', 'Application deadline must be before the start date',
    ]);
    const { applicationDeadline: _deadline, ...noDeadline } = full();
    expect(messages(validateBootcamp({ ...noDeadline, endDate: '2026-04-01T00:00:00.000Z' }))).toEqual([
      'Please fill in all date fields.', 'End date must be after the start date',
    ]);
  });
  it('checks lengths, format, status and image URL', () => {
    expect(messages(validateBootcamp({ ...full(), title: 'Ab', shortDescription: 'short', format: 'Remote', status: 'archived', imageUrl: 'not a url' }))).toEqual([
      'Title must be at least 3 characters', 'Short description must be at least 20 characters', 'Format must be Online, Onsite or Hybrid',
      'Status must be one of draft, published, ongoing, completed, cancelled', 'Please provide a valid URL format.',
    ]);
  });
  it('accepts http(s) and served upload paths as image URLs', () => {
    expect(isImageUrl('https://example.com/a.png')).toBe(true);
    expect(isImageUrl('/api/uploads/a.png')).toBe(true);
    expect(isImageUrl('//evil.example/a.png')).toBe(false);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('bootcampPhase', () => {
  const now = new Date(2026, 4, 10, 12);
  it('classes by local calendar day', () => {
    expect(bootcampPhase({ startDate: new Date(2026, 4, 11).toISOString(), endDate: new Date(2026, 5, 1).toISOString() }, now)).toBe('upcoming');
    expect(bootcampPhase({ startDate: new Date(2026, 4, 10, 18).toISOString(), endDate: new Date(2026, 5, 1).toISOString() }, now)).toBe('ongoing');
    expect(bootcampPhase({ startDate: new Date(2026, 3, 1).toISOString(), endDate: new Date(2026, 4, 10, 1).toISOString() }, now)).toBe('ongoing');
    expect(bootcampPhase({ startDate: new Date(2026, 3, 1).toISOString(), endDate: new Date(2026, 4, 9).toISOString() }, now)).toBe('completed');
  });
  it('classifies many bootcamps with one classifier', () => {
    const phaseOf = bootcampPhaseAt(now);
    expect(phaseOf({ startDate: new Date(2026, 4, 11, 0).toISOString(), endDate: new Date(2026, 5, 1).toISOString() })).toBe('upcoming');
    expect(phaseOf({ startDate: new Date(2026, 4, 10, 23).toISOString(), endDate: new Date(2026, 4, 10, 23).toISOString() })).toBe('ongoing');
    expect(phaseOf({ startDate: new Date(2026, 3, 1).toISOString(), endDate: new Date(2026, 4, 9, 23, 59).toISOString() })).toBe('completed');
  });
});

describe('listItems', () => {
  it('reads JSON text (what the admin sends) and comma text (seeded data), dropping blanks', () => {
    expect(listItems('["Lunch"," Certificate ",""]')).toEqual(['Lunch', 'Certificate']);
    expect(listItems('Lunch, Certificate,, Mentoring ')).toEqual(['Lunch', 'Certificate', 'Mentoring']);
    expect(listItems('[not json, really')).toEqual(['[not json', 'really']);
    expect(listItems(['a', ' b '])).toEqual(['a', 'b']);
    expect(listItems(null)).toEqual([]);
    expect(listItems('')).toEqual([]);
  });
});

describe('applicationState', () => {
  it("is 'Verified & Paid', 'Verified', 'Paid' or 'Pending'", () => {
    expect(applicationState({ verified: true, hasPaid: true })).toBe('verifiedPaid');
    expect(applicationState({ verified: true, hasPaid: false })).toBe('verified');
    expect(applicationState({ verified: false, hasPaid: true })).toBe('paid');
    expect(applicationState({})).toBe('pending');
  });
});

describe('boot routes of the bootcamp screens', () => {
  it("preloads the bootcamps list below /bootcamps, and for a bootcamp's applicants only their screen's chunk", () => {
    expect(matchBootRoute('/bootcamps')?.resource?.name).toBe('bootcamps');
    expect(matchBootRoute('/bootcamps/7/show')?.resource?.name).toBe('bootcamps');
    expect(matchBootRoute('/bootcamps/7/applicants')?.resource?.name).toBe('bootcamp-applicants');
    expect(matchBootRoute('/bootcamps/7/applicants')?.recordId).toBe('7');
    expect(matchBootRoute('/bootcamps/7/applicants/3/show')?.path).toBe('/bootcamps/:id/applicants');
    expect(matchBootRoute('/bootcamps/7/applicantsx')?.path).toBe('/bootcamps');
    expect(matchBootRoute('/bootcamp-applications/3/show')?.resource?.name).toBe('bootcamp-applications');
  });
});
