/**
 * A small Ugandan locale for faker (faker has none): common given names and
 * surnames, towns, +256 mobile numbers, .ug e-mail domains and UGX amounts.
 * Every seed file uses the SeedFaker made here, reseeded per area, so the data
 * is the same on every run.
 */
import { Faker, base, en, type LocaleDefinition } from '@faker-js/faker';

export type SeedFaker = Faker;

export const UG_TOWNS = ['Kampala', 'Entebbe', 'Mbarara', 'Gulu', 'Jinja', 'Mbale', 'Masaka', 'Fort Portal', 'Lira', 'Arua', 'Hoima', 'Kabale'] as const;

const male = ['Joseph', 'Moses', 'Emmanuel', 'Ivan', 'Brian', 'Ronald', 'Denis', 'Isaac', 'Samuel', 'Patrick', 'Henry', 'Julius', 'Godfrey', 'Robert', 'Daniel', 'Okello', 'Mukasa', 'Kato', 'Wasswa', 'Ssali', 'Tumusiime', 'Mugisha', 'Byaruhanga', 'Opio', 'Ochieng'];
const female = ['Sarah', 'Esther', 'Grace', 'Florence', 'Patience', 'Brenda', 'Agnes', 'Sharon', 'Doreen', 'Ritah', 'Prossy', 'Harriet', 'Juliet', 'Winnie', 'Annet', 'Nakato', 'Babirye', 'Namubiru', 'Atim', 'Akello', 'Nansubuga', 'Kyomuhendo', 'Nabukenya', 'Auma', 'Nalwoga'];
const surnames = ['Mukasa', 'Ssempala', 'Okello', 'Namutebi', 'Kizza', 'Nsubuga', 'Tumwine', 'Byamukama', 'Opio', 'Achieng', 'Mugisha', 'Kiggundu', 'Lubega', 'Nakimuli', 'Ouma', 'Kasozi', 'Musoke', 'Wanyama', 'Otim', 'Asiimwe', 'Twesigye', 'Ainembabazi', 'Kyambadde', 'Ssekandi', 'Nalubega', 'Odongo', 'Atwine', 'Kaweesa', 'Babirye', 'Akena'];

export const ugLocale: LocaleDefinition = {
  metadata: { title: 'English (Uganda)', code: 'en_UG', language: 'en', endonym: 'English (Uganda)', dir: 'ltr', script: 'Latn' },
  person: {
    first_name: { male, female, generic: [...male, ...female] },
    last_name: { generic: surnames },
  },
  location: {
    city_name: [...UG_TOWNS],
    city_pattern: ['{{location.city_name}}'],
    country: ['Uganda'],
    building_number: ['#', '##', '###'],
    street_name: ['Kampala Road', 'Jinja Road', 'Entebbe Road', 'Bombo Road', 'Nile Avenue', 'Acacia Avenue', 'Kira Road', 'Gulu Avenue', 'Masaka Road', 'Mbarara Road', 'Lumumba Avenue', 'Parliament Avenue'],
    street_pattern: ['{{location.street_name}}'],
    street_address: { normal: 'Plot {{location.buildingNumber}}, {{location.street}}', full: 'Plot {{location.buildingNumber}}, {{location.street}}' },
  },
  phone_number: { format: { human: ['+256 77# ######', '+256 78# ######', '+256 70# ######', '+256 75# ######', '+256 39# ######'], national: ['077# ######'], international: ['+25677#######'] } },
  internet: { free_email: ['gmail.com', 'yahoo.com', 'outlook.com', 'mail.ug', 'africaonline.co.ug'] },
};

export function createSeedFaker(seed = 256): SeedFaker {
  const f = new Faker({ locale: [ugLocale, en, base] });
  f.seed(seed);
  return f;
}

/** +256 7XX XXX XXX (Ugandan mobile). */
export const ugPhone = (f: SeedFaker): string => f.phone.number({ style: 'human' });

/** A UGX amount between min and max, rounded to `step`. */
export const ugxAmount = (f: SeedFaker, min: number, max: number, step = 1000): number =>
  Math.round(f.number.int({ min, max }) / step) * step;

/** A date `daysBack` .. 0 days before `ref` (ISO string). */
export const daysBefore = (f: SeedFaker, ref: Date, daysBack: number): string =>
  new Date(ref.getTime() - f.number.int({ min: 0, max: Math.max(0, Math.round(daysBack * 86400)) }) * 1000).toISOString();

/** The row with its version: `updatedAt`, the latest of its `createdAt` and `verifiedAt` (draws no random number). */
export const withVersion = <T extends { createdAt: string; verifiedAt?: string | null }>(row: T): T & { updatedAt: string } => ({
  ...row,
  updatedAt: row.verifiedAt && row.verifiedAt > row.createdAt ? row.verifiedAt : row.createdAt,
});
