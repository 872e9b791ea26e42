/**
 * Bootcamps seed, counts × scale: 12 bootcamps cycling through past, ongoing and future dates (anchored on the real
 * clock, see anchor.ts) whose stored status agrees with those dates (completed, ongoing, published), apart from one
 * draft and one cancelled per 12, so every status is present and ?status=ongoing only finds running ones; then 50
 * applications ('bootcamp-applications', the record both application screens read: see routes/bootcamps/record.ts),
 * 4 or 5 per bootcamp, over every review status, verified and paid or not.
 */
import type { Row, Store } from '../types';
import { BOOTCAMP_FORMATS, BOOTCAMP_STATUSES, APPLICANT_STATUSES, BUSINESS_DURATIONS, BUSINESS_STAGES, EDUCATION_LEVELS } from '../../src/domain/types';
import type { SeedImages } from './images';
import { type SeedFaker, UG_TOWNS, daysBefore, ugPhone, ugxAmount, withVersion } from './locale';
import { dayOffset, seedAnchor } from './anchor';
import { APPLICATIONS } from '../routes/bootcamps/record';

const PROGRAMS: [string, string][] = [
  ['Full-Stack Web Development', 'Technology'], ['Agribusiness Accelerator', 'Agriculture'], ['Digital Marketing Sprint', 'Marketing'],
  ['Data Analysis with Excel and Python', 'Technology'], ['Women in Business Leadership', 'Business'], ['Mobile App Development', 'Technology'],
  ['Financial Literacy for SMEs', 'Finance'], ['Coffee Value Chain Masterclass', 'Agriculture'], ['Creative Industries Lab', 'Creative'],
  ['Renewable Energy Entrepreneurship', 'Energy'], ['Export Readiness Programme', 'Business'], ['UI and UX Design Studio', 'Technology'],
];
const LEVELS = ['Beginner', 'Intermediate', 'Advanced'];
const INCLUSIONS = ['Lunch', 'Certificate', 'Mentorship', 'Laptop access', 'Internet bundle', 'Demo day', 'Transport refund'];
const AREAS = ['Market research', 'Product design', 'Bookkeeping', 'Pitching', 'Digital payments', 'Team building', 'Customer discovery'];
const SKILLS = ['JavaScript', 'Excel', 'Public speaking', 'Negotiation', 'Figma', 'Python', 'Sales', 'Budgeting'];
const REGIONS = ['Central', 'Western', 'Eastern', 'Northern'];
const SECTORS = ['Technology', 'Agriculture', 'Retail', 'Manufacturing', 'Education', 'Healthcare'];
const CHALLENGES = ['Access to finance', 'Finding customers', 'Skilled staff', 'Market information', 'Power costs', 'Transport and logistics'];
const PAYMENT_METHODS = ['MTN Mobile Money', 'Airtel Money', 'Bank transfer', 'Cash'];

/** Stored status: from the date phase, except a draft (index 5) and a cancelled one (index 10) in every 12. */
const statusOf = (i: number, phase: number): (typeof BOOTCAMP_STATUSES)[number] =>
  i % 12 === 5 ? 'draft' : i % 12 === 10 ? 'cancelled' : (['completed', 'ongoing', 'published'] as const)[phase];

/** Phase by index: 0 completed (past), 1 ongoing, 2 upcoming (future). */
function dates(anchor: Date, phase: number, f: SeedFaker) {
  const weeks = f.number.int({ min: 2, max: 16 });
  const start = phase === 0 ? -(weeks * 7 + f.number.int({ min: 10, max: 120 })) : phase === 1 ? -f.number.int({ min: 1, max: weeks * 7 - 1 }) : f.number.int({ min: 10, max: 120 });
  const end = start + weeks * 7;
  return { weeks, startDate: dayOffset(anchor, start).toISOString(), endDate: dayOffset(anchor, end).toISOString(), applicationDeadline: dayOffset(anchor, start - 7).toISOString() };
}

const list = (f: SeedFaker, from: string[]) => f.helpers.arrayElements(from, { min: 2, max: 4 }).join(', ');

export function seedBootcamps(store: Store, f: SeedFaker, scale: number, refDate: Date, images: SeedImages): void {
  const anchor = seedAnchor(refDate);
  const bootcamps = store.collection('bootcamps');
  const camps: Row[] = [];
  for (let i = 0; i < 12 * scale; i++) {
    const [name, category] = PROGRAMS[i % PROGRAMS.length];
    const { weeks, ...when } = dates(anchor, i % 3, f);
    const location = f.helpers.arrayElement(UG_TOWNS);
    const at = daysBefore(f, refDate, 200);
    camps.push(bootcamps.insert({
      title: `${name}${i >= PROGRAMS.length ? ` ${Math.floor(i / PROGRAMS.length) + 1}` : ''}`,
      shortDescription: `A ${weeks}-week ${category.toLowerCase()} bootcamp in ${location} for founders and young professionals.`,
      study_outcomes: `By the end of ${name}, participants build a working project, present it on demo day and leave with a plan for their next 90 days.`,
      category,
      format: BOOTCAMP_FORMATS[i % BOOTCAMP_FORMATS.length],
      location,
      level: LEVELS[i % LEVELS.length],
      price: ugxAmount(f, 150_000, 2_500_000, 50_000),
      currency: 'UGX',
      maxParticipants: f.number.int({ min: 15, max: 60 }),
      ...when,
      duration: weeks,
      inclusions: list(f, INCLUSIONS),
      learning_areas: list(f, AREAS),
      requirements: list(f, AREAS),
      skills: list(f, SKILLS),
      imageUrl: i % 4 === 3 ? null : images.cover(i),
      benefits: list(f, INCLUSIONS),
      capacity: null,
      instructor: i % 3 === 2 ? null : `${f.person.firstName()} ${f.person.lastName()}`,
      syllabus: null,
      status: statusOf(i, i % 3),
      createdAt: at,
      updatedAt: at,
    }));
  }
  const applications = store.collection(APPLICATIONS);
  for (let i = 0; i < 50 * scale; i++) {
    const camp = camps[i % camps.length];
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    // one record, both facets: the review status of the applicants screen, verification and payment of the
    // applications screen; a rejected application is neither verified nor paid
    const status = APPLICANT_STATUSES[(i + Math.floor(i / camps.length)) % APPLICANT_STATUSES.length];
    const verified = status === 'APPROVED' || (status === 'PENDING' && i % 2 === 0);
    const hasPaid = status !== 'REJECTED' && i % 4 !== 3;
    const createdAt = daysBefore(f, refDate, 90);
    applications.insert(withVersion({
      bootcampId: camp.id, firstName, lastName, fullName: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}.${i + 1}@gmail.com`.toLowerCase(),
      phone: ugPhone(f),
      status,
      education: f.helpers.arrayElement(EDUCATION_LEVELS),
      experience: `${f.number.int({ min: 0, max: 8 })} years in ${f.helpers.arrayElement(SECTORS).toLowerCase()}`,
      portfolio: i % 2 === 0 ? `https://github.com/${firstName.toLowerCase()}${i + 1}` : null,
      hasPaid,
      paymentAmount: hasPaid ? camp.price : null,
      transactionId: hasPaid ? `TXN-${f.string.alphanumeric({ length: 10, casing: 'upper' })}` : null,
      paymentMethod: f.helpers.arrayElement(PAYMENT_METHODS),
      packaged: f.helpers.arrayElement(['Standard', 'Premium', 'Scholarship']),
      motivation: `I want to grow my ${f.helpers.arrayElement(SECTORS).toLowerCase()} business in ${f.helpers.arrayElement(UG_TOWNS)}.`,
      linkedinProfile: i % 3 === 1 ? `https://www.linkedin.com/in/${firstName.toLowerCase()}-${lastName.toLowerCase()}` : null,
      githubProfile: i % 4 === 0 ? `https://github.com/${firstName.toLowerCase()}${i + 1}` : null,
      adminNotes: i % 5 === 0 ? 'Called to confirm availability.' : null,
      additionalInfo: i % 6 === 0 ? 'Needs a laptop during the programme.' : null,
      age: f.number.int({ min: 18, max: 55 }),
      educationLevel: f.helpers.arrayElement(EDUCATION_LEVELS),
      businessSector: f.helpers.arrayElement(SECTORS),
      businessRegion: f.helpers.arrayElement(REGIONS),
      businessStage: f.helpers.arrayElement(BUSINESS_STAGES),
      businessDuration: f.helpers.arrayElement(BUSINESS_DURATIONS),
      majorChallenge: f.helpers.arrayElement(CHALLENGES),
      verified,
      verifiedAt: verified ? daysBefore(f, refDate, 20) : null,
      createdAt,
    }));
  }
}
