/**
 * i18n keys of the requirements' business options (requirements §9), for every screen that shows them (businesses, dashboard).
 * The stored value stays the requirements' English option; an unknown value is returned as is, so it shows unchanged.
 */
import { SECTORS, STAGES } from '../domain/types';

/** 'Financial Services' → 'financial_services'. */
export const optionKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** i18n key of a sector, or the value itself when it is not one of the requirements' options. */
export const sectorLabel = (value: string) =>
  (SECTORS as readonly string[]).includes(value) ? `resources.businesses.sectors.${optionKey(value)}` : value;

/** i18n key of a stage, or the value itself when unknown. */
export const stageLabel = (value: string) =>
  (STAGES as readonly string[]).includes(value) ? `resources.businesses.stages.${optionKey(value)}` : value;
