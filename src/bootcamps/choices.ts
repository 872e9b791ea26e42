/** Choices of the bootcamp inputs and filters (labels are i18n keys under resources.bootcamps). */
import { CURRENCIES } from '../domain/format';
import { BOOTCAMP_FORMATS, BOOTCAMP_STATUSES } from '../domain/types';

const B = 'resources.bootcamps';

export const FORMAT_CHOICES = BOOTCAMP_FORMATS.map((format) => ({ id: format, name: `${B}.formats.${format}` }));
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const LEVEL_CHOICES = LEVELS.map((level) => ({ id: level, name: `${B}.levels.${level}` }));
export const CURRENCY_CHOICES = CURRENCIES.map((code) => ({ id: code, name: code }));
export const STATUS_CHOICES = BOOTCAMP_STATUSES.map((status) => ({ id: status, name: `${B}.statuses.${status}` }));
