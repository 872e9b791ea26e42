/**
 * i18n keys of the requirements' business options (requirements §9), for every screen that shows them (businesses, dashboard),
 * of the application options (sector, region, stage, duration, education, opportunity type) that the opportunity and
 * bootcamp application screens share, and of the usual payment methods.
 * The stored value stays the requirements' English option; an unknown value is returned as is, so it shows unchanged.
 */
import type { TranslateFunction } from 'react-admin';
import { BUSINESS_DURATIONS, BUSINESS_REGIONS, BUSINESS_STAGES, EDUCATION_LEVELS, SECTORS, STAGES } from '../domain/types';
import { OPPORTUNITY_SECTORS, OPPORTUNITY_TYPES } from '../domain/opportunity-options';

/** 'Financial Services' → 'financial_services'. */
export const optionKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** i18n key of a sector, or the value itself when it is not one of the requirements' options. */
export const sectorLabel = (value: string) =>
  (SECTORS as readonly string[]).includes(value) ? `resources.businesses.sectors.${optionKey(value)}` : value;

/** i18n key of a stage, or the value itself when unknown. */
export const stageLabel = (value: string) =>
  (STAGES as readonly string[]).includes(value) ? `resources.businesses.stages.${optionKey(value)}` : value;

const APPLICATION_OPTIONS = new Set<string>([
  ...OPPORTUNITY_SECTORS, ...OPPORTUNITY_TYPES, ...EDUCATION_LEVELS, ...BUSINESS_STAGES, ...BUSINESS_DURATIONS, ...BUSINESS_REGIONS,
]);

/** i18n key of an application option (sector, region, stage…), or the value itself when it is not one of the lists. */
export const optionLabel = (value: string | null | undefined): string =>
  value && APPLICATION_OPTIONS.has(value) ? `resources.opportunities.options.${optionKey(value)}` : (value ?? '');

/** An application option in the reader's language; an unknown one as stored, an empty one ''. */
export const optionText = (value: string | null | undefined, translate: TranslateFunction) =>
  value ? translate(optionLabel(value), { _: value }) : '';

/** Payment methods the applicants and subscribers name, in any case ('Bank transfer', 'Bank Transfer'). */
export const PAYMENT_METHODS = ['MTN Mobile Money', 'Airtel Money', 'Bank Transfer', 'Visa Card', 'Cash'] as const;
const METHOD_KEYS = new Set<string>(PAYMENT_METHODS.map(optionKey));

/** i18n key of a known payment method, or the method as typed (a free text). */
export const paymentMethodLabel = (value: string): string => {
  const key = optionKey(value.trim());
  return METHOD_KEYS.has(key) ? `app.common.paymentMethods.${key}` : value;
};
