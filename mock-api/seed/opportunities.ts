/**
 * Opportunities seed, counts × scale: 25 opportunities, paid and free, whose deadlines cycle through the badge
 * classes past / today / within 7 days / later / none (anchored on the real clock, see anchor.ts), then 80
 * opportunity applications with every payment status and both verification states.
 */
import type { Row, Store } from '../types';
import { BUSINESS_DURATIONS, BUSINESS_STAGES, EDUCATION_LEVELS, OPPORTUNITY_PAYMENT_STATUSES } from '../../src/domain/types';
import { OPPORTUNITY_SECTORS as SECTORS, OPPORTUNITY_TYPES } from '../../src/domain/opportunity-options';
import type { SeedImages } from './images';
import { type SeedFaker, UG_TOWNS, daysBefore, ugPhone, ugxAmount } from './locale';
import { dayOffset, seedAnchor } from './anchor';

const TITLES = [
  'Junior Software Developer', 'Agritech Innovation Challenge', 'Youth Entrepreneurship Summit', 'Finance Officer Internship',
  'Health Startup Pitch Night', 'Teachers Digital Skills Workshop', 'Solar Business Training', 'Retail Management Trainee',
  'Women in Tech Conference', 'Coffee Export Workshop', 'Data Analyst Contract', 'Mobile Money Agent Training',
  'Graphic Designer Part-time', 'SME Investment Forum', 'Manufacturing Quality Internship', 'Digital Marketing Masterclass',
];
const COMPANIES = ['Kampala Innovation Hub', 'Stanbic Business Incubator', 'MTN Uganda', 'Outbox Hub', 'UNDP Uganda', 'Makerere Innovation Centre', 'Hive Colab', 'Enterprise Uganda'];
const REGIONS = ['Central', 'Western', 'Eastern', 'Northern'];
const CHALLENGES = ['Access to finance', 'Finding customers', 'Skilled staff', 'Market information', 'Power costs'];
const PAYMENT_METHODS = ['MTN Mobile Money', 'Airtel Money', 'Bank transfer'];

/** Deadline offset in days by class: past, today, within 7 days, later, none. */
function deadlineDays(i: number, f: SeedFaker): number | null {
  switch (i % 5) {
    case 0: return -f.number.int({ min: 20, max: 60 }); // the event (deadline + 1..14 days) is past too
    case 1: return 0;
    case 2: return f.number.int({ min: 1, max: 7 });
    case 3: return f.number.int({ min: 8, max: 90 });
    default: return null;
  }
}

export function seedOpportunities(store: Store, f: SeedFaker, scale: number, refDate: Date, images: SeedImages): void {
  const anchor = seedAnchor(refDate);
  const opportunities = store.collection('opportunities');
  const rows: Row[] = [];
  for (let i = 0; i < 25 * scale; i++) {
    const deadline = deadlineDays(i, f);
    const isPaid = i % 2 === 0;
    const type = OPPORTUNITY_TYPES[i % OPPORTUNITY_TYPES.length];
    const eventDay = (deadline ?? f.number.int({ min: 5, max: 60 })) + f.number.int({ min: 1, max: 14 });
    const base = TITLES[i % TITLES.length];
    const at = daysBefore(f, refDate, 120);
    rows.push(opportunities.insert({
      title: i < TITLES.length ? base : `${base} ${Math.floor(i / TITLES.length) + 1}`,
      description: `${base} for Ugandan founders and young professionals. Hosted by ${COMPANIES[i % COMPANIES.length]}; bring your ideas, questions and a copy of your CV or pitch.`,
      location: f.helpers.arrayElement(UG_TOWNS),
      sector: SECTORS[i % SECTORS.length],
      type,
      deadline: deadline === null ? null : dayOffset(anchor, deadline).toISOString(),
      imageUrl: i % 3 === 2 ? null : images.cover(i + 7),
      company: COMPANIES[i % COMPANIES.length],
      speaker: ['Event', 'Workshop', 'Conference', 'Training'].includes(type) ? `${f.person.firstName()} ${f.person.lastName()}` : null,
      isPaid,
      amount: isPaid ? ugxAmount(f, 20_000, 500_000) : null,
      date: dayOffset(anchor, eventDay).toISOString(),
      capacity: i % 4 === 0 ? null : String(f.number.int({ min: 2, max: 40 }) * 10),
      createdAt: at,
      updatedAt: at,
    }));
  }
  const applications = store.collection('opportunity-applications');
  for (let i = 0; i < 80 * scale; i++) {
    const opportunity = rows[(i * 7) % rows.length];
    const fullName = `${f.person.firstName()} ${f.person.lastName()}`;
    const verified = i % 3 === 0;
    const at = daysBefore(f, refDate, 60);
    applications.insert({
      opportunityId: opportunity.id,
      fullName,
      age: f.number.int({ min: 16, max: 60 }),
      phone: ugPhone(f),
      email: `${fullName.replace(/\s+/g, '.')}.${i + 1}@gmail.com`.toLowerCase(),
      educationLevel: f.helpers.arrayElement(EDUCATION_LEVELS),
      businessRegion: f.helpers.arrayElement(REGIONS),
      businessSector: f.helpers.arrayElement(SECTORS),
      businessStage: f.helpers.arrayElement(BUSINESS_STAGES),
      businessDuration: f.helpers.arrayElement(BUSINESS_DURATIONS),
      majorChallenge: f.helpers.arrayElement(CHALLENGES),
      paymentMethod: i % 5 === 4 ? null : f.helpers.arrayElement(PAYMENT_METHODS),
      paymentStatus: OPPORTUNITY_PAYMENT_STATUSES[i % OPPORTUNITY_PAYMENT_STATUSES.length],
      verified,
      verifiedAt: verified ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
