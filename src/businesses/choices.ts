/**
 * Choices of the business selects (spec part 1 §9), labelled by i18n keys. The stored value stays the
 * spec's English option; sectors and stages are translated for display, towns are names and stay as they are.
 */
import { LOCATIONS, SECTORS, STAGES } from '../domain/types';

/** 'Financial Services' → 'financial_services'. */
export const optionKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** i18n key of a sector, or the value itself when it is not one of the spec's options. */
export const sectorLabel = (value: string) =>
  (SECTORS as readonly string[]).includes(value) ? `resources.businesses.sectors.${optionKey(value)}` : value;

/** i18n key of a stage, or the value itself when unknown. */
export const stageLabel = (value: string) =>
  (STAGES as readonly string[]).includes(value) ? `resources.businesses.stages.${optionKey(value)}` : value;

export const SECTOR_CHOICES = SECTORS.map((id) => ({ id, name: sectorLabel(id) }));
export const STAGE_CHOICES = STAGES.map((id) => ({ id, name: stageLabel(id) }));
export const LOCATION_CHOICES = LOCATIONS.map((id) => ({ id, name: id }));
