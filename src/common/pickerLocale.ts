/**
 * The date pickers' language, derived from the admin's locale code in one place (DateTimeInput uses it):
 * - the date-fns locale (month and day names, date order, first day of the week): date-fns' own for the code, its
 *   language ('pt-BR' → 'pt-BR', then 'pt') or its likely region ('en' → 'en-US'); for a language date-fns lacks
 *   (Swahili), English rules with the browser's month, day and AM/PM names and date order (Intl) and a
 *   Monday-first week (ISO 8601);
 * - the pickers' own texts (Cancel, OK, "Choose date", "Next month"…): MUI X's for the code ('de' → deDE) when it
 *   has them, else the keys app.common.datePicker.* of the locale's file (English where a partial file lacks them).
 * Each locale's files load when a picker first shows in that locale (their own small chunks), never with the
 * first screen; English is built in. `usePickerLocale(code)` suspends until they have arrived.
 */
import { use } from 'react';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TranslateFunction } from 'react-admin';

type Module = Record<string, unknown>;
// one chunk per locale; not the CDN bundles (every locale in one file), nor English, which the pickers import anyway
const dateFnsFiles = import.meta.glob<Module>(['/node_modules/date-fns/locale/*.js', '!**/cdn*.js', '!**/types.js', '!**/en-US.js']);
const pickerTextFiles = import.meta.glob<Module>(['/node_modules/@mui/x-date-pickers/locales/*.mjs', '!**/index.mjs', '!**/enUS.mjs']);

export interface PickerLocale {
  /** The date-fns locale for the pickers' adapter. */
  dateFns: Locale;
  /** MUI X's texts for the locale, or undefined: the caller then uses `pickerTexts(translate)`. */
  texts?: Partial<PickersLocaleText>;
}

/** The names a locale's files may have, best first: the code, its language, its likely region, its language's: 'de-AT' → de-AT, de, de-DE. */
export const candidates = (code: string): string[] => {
  const names = [code];
  try {
    const locale = new Intl.Locale(code);
    const region = (tag: Intl.Locale) => `${locale.language}-${tag.maximize().region ?? ''}`;
    names.push(locale.language, region(locale), region(new Intl.Locale(locale.language)));
  } catch {
    // not a language tag: the code alone
  }
  return [...new Set(names)];
};

const fileOf = (files: Record<string, unknown>, dir: string, names: string[], joiner: string) =>
  names.map((name) => `${dir}/${name.replace('-', joiner)}`).find((path) => path in files);

/** A date-fns locale for a language date-fns lacks: English rules, the browser's names and date order, Monday first. */
export const intlDateFnsLocale = (code: string): Locale => {
  const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => dates.map((d) => new Intl.DateTimeFormat(code, options).format(d));
  const months = (month: 'long' | 'short' | 'narrow') => names({ month, timeZone: 'UTC' }, [...Array(12).keys()].map((m) => new Date(Date.UTC(2024, m, 15))));
  // 2024-01-07 was a Sunday: date-fns counts days from Sunday
  const days = (weekday: 'long' | 'short' | 'narrow') => names({ weekday, timeZone: 'UTC' }, [...Array(7).keys()].map((d) => new Date(Date.UTC(2024, 0, 7 + d))));
  const table = {
    month: { wide: months('long'), abbreviated: months('short'), narrow: months('narrow') },
    day: { wide: days('long'), abbreviated: days('short'), short: days('short'), narrow: days('narrow') },
  };
  type Width = keyof typeof table.day;
  const pick = (list: Record<string, string[]>, width: unknown) => list[(width as Width) ?? 'wide'] ?? list.wide;
  const dayPeriods = names({ hour: 'numeric', hour12: true, timeZone: 'UTC' }, [new Date(Date.UTC(2024, 0, 1, 9)), new Date(Date.UTC(2024, 0, 1, 21))])
    .map((text) => text.replace(/[\d\s]/g, '').trim());
  // the day-month-year order of the locale's short date, e.g. 'dd/MM/yyyy'
  const shortDate = new Intl.DateTimeFormat(code, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(2024, 0, 15))
    .map((part) => ({ day: 'dd', month: 'MM', year: 'yyyy' })[part.type as 'day'] ?? (part.type === 'literal' ? `'${part.value}'` : ''))
    .join('');
  return {
    ...enUS,
    code,
    localize: {
      ...enUS.localize,
      month: (index, options) => pick(table.month, options?.width)[index],
      day: (index, options) => pick(table.day, options?.width)[index],
      dayPeriod: (period, options) =>
        period === 'am' || period === 'pm' ? (dayPeriods[period === 'am' ? 0 : 1] || enUS.localize.dayPeriod(period, options)) : enUS.localize.dayPeriod(period, options),
    },
    formatLong: {
      ...enUS.formatLong,
      date: (options) => (options?.width === 'short' ? shortDate : enUS.formatLong.date(options)),
    },
    options: { weekStartsOn: 1, firstWeekContainsDate: 4 },
  };
};

const load = async (code: string): Promise<PickerLocale> => {
  const names = candidates(code);
  const dateFnsFile = fileOf(dateFnsFiles, '/node_modules/date-fns/locale', names.map((n) => `${n}.js`), '-');
  const textsFile = fileOf(pickerTextFiles, '/node_modules/@mui/x-date-pickers/locales', names.map((n) => `${n}.mjs`), '');
  const [dateFnsModule, textsModule] = await Promise.all([dateFnsFile ? dateFnsFiles[dateFnsFile]() : undefined, textsFile ? pickerTextFiles[textsFile]() : undefined]);
  const dateFns = (dateFnsModule?.default as Locale | undefined) ?? (names.includes('en-US') ? enUS : intlDateFnsLocale(code));
  const localization = Object.values(textsModule ?? {})[0] as
    | { components: { MuiLocalizationProvider: { defaultProps: { localeText: Partial<PickersLocaleText> } } } }
    | undefined;
  return { dateFns, texts: localization?.components.MuiLocalizationProvider.defaultProps.localeText };
};

type Tracked = Promise<PickerLocale> & { status?: 'fulfilled'; value?: PickerLocale };
const english: Tracked = Object.assign(Promise.resolve({ dateFns: enUS }), { status: 'fulfilled' as const, value: { dateFns: enUS } });
const loaded = new Map<string, Tracked>([['en', english]]);

/** The locale's picker files, loaded once (English at once, without a chunk). */
export const loadPickerLocale = (code: string): Promise<PickerLocale> => {
  let promise = loaded.get(code);
  if (!promise) {
    promise = load(code).catch(() => ({ dateFns: intlDateFnsLocale(code) }));
    loaded.set(code, promise);
  }
  return promise;
};

/** The locale's picker files; suspends (the nearest Suspense shows its fallback) until they have loaded. */
export const usePickerLocale = (code: string): PickerLocale => use(loadPickerLocale(code));

/** The pickers' texts from the locale's app.common.datePicker.* keys (for a locale MUI X has no texts for). */
export const pickerTexts = (translate: TranslateFunction): Partial<PickersLocaleText> => {
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.common.datePicker.${key}`, options);
  const view = (name: string) => t(name);
  return {
    previousMonth: t('previousMonth'),
    nextMonth: t('nextMonth'),
    openPreviousView: t('openPreviousView'),
    openNextView: t('openNextView'),
    calendarViewSwitchingButtonAriaLabel: (name) => t(name === 'year' ? 'yearViewOpen' : 'calendarViewOpen'),
    cancelButtonLabel: t('cancel'),
    clearButtonLabel: t('clear'),
    okButtonLabel: t('ok'),
    todayButtonLabel: t('today'),
    nextStepButtonLabel: t('next'),
    datePickerToolbarTitle: t('selectDate'),
    dateTimePickerToolbarTitle: t('selectDateTime'),
    timePickerToolbarTitle: t('selectTime'),
    clockLabelText: (name, time) => `${t('selectView', { view: view(name) })}. ${time ? t('selectedTime', { time }) : t('noTimeSelected')}`,
    hoursClockNumberText: (hours) => t('hoursCount', { smart_count: Number(hours) }),
    minutesClockNumberText: (minutes) => t('minutesCount', { smart_count: Number(minutes) }),
    selectViewText: (name) => t('selectView', { view: view(name) }),
    openDatePickerDialogue: (date) => (date ? t('chooseDateSelected', { date }) : t('chooseDate')),
    openTimePickerDialogue: (time) => (time ? t('chooseTimeSelected', { time }) : t('chooseTime')),
    fieldClearLabel: t('clear'),
    dateTableLabel: t('dateTable'),
    timeTableLabel: t('timeTable'),
    year: t('year'),
    month: t('month'),
    day: t('day'),
    weekDay: t('weekDay'),
    hours: t('hours'),
    minutes: t('minutes'),
    seconds: t('seconds'),
    meridiem: t('meridiem'),
    empty: t('empty'),
  };
};
