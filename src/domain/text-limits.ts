/**
 * Bounds of free text and lists that the requirements leave open, one place for the forms and the fixture API.
 * Each is checked before any other work on the value (a length before a pattern, a count before the items).
 * Fields with a counter keep the counter's own limit (a bootcamp title 255, an opportunity description 2000…).
 */

/** Any bootcamp or opportunity text without a counter of its own (category, location, company, notes…). */
export const FREE_TEXT_MAX = 5000;

/** A list field (a bootcamp's inclusions, learning areas, skills…): a flat list of at most `items` texts. */
export const LIST_LIMITS = { items: 50, itemMax: 255 } as const;

/**
 * Longest text a list can arrive as (JSON text of the longest list; an item's character takes at most 6 as JSON,
 * '\u0001'), checked before the text is parsed.
 */
export const LIST_TEXT_MAX = LIST_LIMITS.items * (LIST_LIMITS.itemMax * 6 + 3) + 2;

/** A quiz: its questions, each question's text, options and explanation. */
export const QUIZ_LIMITS = { questions: 100, questionMax: 1000, options: 10, optionMax: 255, explanationMax: 1000 } as const;
