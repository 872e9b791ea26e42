/** Businesses: 60 × scale over every sector, stage and location (src/domain/types.ts); 2 in 3 with a logo (logos.ts). */
import type { Row, Store } from '../types';
import { LOCATIONS, SECTORS, STAGES, type Business } from '../../src/domain/types';
import { type SeedFaker, daysBefore } from './locale';
import { logoFor } from './logos';

const NAMES: Record<string, string[]> = {
  Technology: ['Tech Hub', 'Digital Solutions', 'Software Labs', 'Mobile Pay', 'Data Systems'],
  Agriculture: ['Agro Farms', 'Coffee Growers', 'Dairy Co-op', 'Fresh Produce', 'Poultry Farm'],
  Education: ['Learning Centre', 'Academy', 'Skills Institute', 'Tutors', 'School Supplies'],
  Healthcare: ['Medical Centre', 'Pharmacy', 'Health Clinic', 'Diagnostics', 'Care Services'],
  'Financial Services': ['SACCO', 'Microfinance', 'Insurance Brokers', 'Money Transfer', 'Investment Club'],
  Manufacturing: ['Textiles', 'Food Processors', 'Packaging', 'Metal Works', 'Soap Makers'],
  Retail: ['Supermarket', 'Hardware', 'Traders', 'Boutique', 'General Stores'],
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function seedBusinesses(store: Store, f: SeedFaker, scale: number, refDate: Date): void {
  const rows = store.collection<Business & Row>('businesses');
  const total = 60 * scale;
  for (let i = 0; i < total; i++) {
    const sector = SECTORS[i % SECTORS.length];
    const location = LOCATIONS[i % LOCATIONS.length];
    const name = `${f.person.lastName()} ${f.helpers.arrayElement(NAMES[sector])}${scale > 1 ? ` ${i + 1}` : ''}`;
    const createdAt = i % 6 === 0 ? daysBefore(f, refDate, 25) : daysBefore(f, refDate, 720);
    rows.insert({
      name,
      sector,
      stage: STAGES[Math.floor(i / SECTORS.length) % STAGES.length],
      location,
      founded: i % 10 === 9 ? null : f.date.between({ from: '2000-01-01', to: '2024-12-31' }).toISOString().slice(0, 10),
      website: i % 4 === 3 ? null : `https://www.${slug(name)}.co.ug`,
      logo: i % 3 === 0 ? null : logoFor(name),
      description:
        i % 8 === 7
          ? null
          : `${name} is a ${STAGES[Math.floor(i / SECTORS.length) % STAGES.length].toLowerCase()}-stage ${sector.toLowerCase()} business based in ${location}, serving customers across the ${f.helpers.arrayElement(['Central', 'Western', 'Eastern', 'Northern'])} region.`,
      createdAt,
      updatedAt: daysBefore(f, refDate, Math.max(0, (refDate.getTime() - Date.parse(createdAt)) / 86400_000)),
    });
  }
}
