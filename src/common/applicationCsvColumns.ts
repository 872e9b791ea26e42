/**
 * The CSV columns both application screens share (src/common/csv.ts): the applicant (name, e-mail, phone, age)
 * and, after the target, their education and business options in the reader's language. `fields` is the screen's
 * field-label prefix, e.g. 'resources.opportunity-applications.fields'.
 */
import type { TranslateFunction } from 'react-admin';
import type { CsvColumn } from './csv';
import { optionText } from './optionLabels';

interface Applicant {
  fullName: string;
  email: string;
  phone: string | null;
  age: number | null;
  educationLevel: string | null;
  businessSector: string | null;
  businessRegion: string | null;
  businessStage: string | null;
  businessDuration: string | null;
}

export const applicationPersonColumns = <R extends Applicant>(fields: string): CsvColumn<R>[] => [
  { label: `${fields}.fullName`, value: (a) => a.fullName },
  { label: `${fields}.email`, value: (a) => a.email },
  { label: `${fields}.phone`, value: (a) => a.phone },
  { label: `${fields}.age`, value: (a) => a.age },
];

export const applicationOptionColumns = <R extends Applicant>(fields: string): CsvColumn<R>[] =>
  (['educationLevel', 'businessSector', 'businessRegion', 'businessStage', 'businessDuration'] as const).map((field) => ({
    label: `${fields}.${field}`,
    value: (a: R, t: TranslateFunction) => optionText(a[field], t),
  }));
