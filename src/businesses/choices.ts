/**
 * Choices of the business selects (docs/requirements.md §9), labelled by i18n keys (src/common/optionLabels.ts). The stored
 * value stays the requirements' English option; sectors and stages are translated for display, towns stay as they are.
 */
import { sectorLabel, stageLabel } from '../common/optionLabels';
import { LOCATIONS, SECTORS, STAGES } from '../domain/types';

export const SECTOR_CHOICES = SECTORS.map((id) => ({ id, name: sectorLabel(id) }));
export const STAGE_CHOICES = STAGES.map((id) => ({ id, name: stageLabel(id) }));
export const LOCATION_CHOICES = LOCATIONS.map((id) => ({ id, name: id }));
