/**
 * `npm run i18n:check`: every locale file src/i18n/<code>.ts against en.ts. Prints a summary and the problems;
 * exits 1 on any missing key, extra key, placeholder or plural mismatch.
 * A partial locale (its file says `export const partial = true`, or `--partial <code>`) may lack keys (English
 * shows instead): the check prints its coverage ('de: 20 of 1,399 keys (1%)') and fails only on extra keys,
 * placeholder, plural or type mismatches.
 *   npm run i18n:check                              every locale of src/i18n
 *   npm run i18n:check -- --partial de              de.ts checked as a partial locale
 *   npm run i18n:check -- path/to/de.ts --partial de   a file outside src/i18n (a draft, a test fixture)
 * `--verbose` also lists values identical to English (informational, never a failure).
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, localeOfFile, nativeName } from '../../src/providers/locales';
import { compareLocale, coverage, problemCount, type LocaleReport, type Tree } from './i18n-compare';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../src/i18n');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
/** The codes named after --partial (one flag per code, or a comma-separated list). */
const partialCodes = new Set(args.flatMap((arg, i) => (args[i - 1] === '--partial' ? arg.split(',') : [])));
const named = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--partial');

type LocaleModule = { default: Tree; partial?: boolean };
const load = async (path: string): Promise<LocaleModule> => (await import(pathToFileURL(path).href)) as LocaleModule;

const print = (r: LocaleReport, label: string, partial: boolean) => {
  const count = problemCount(r, partial);
  const summary = partial
    ? `${coverage(r)} (${label}, partial: English shows for the ${r.missing.length.toLocaleString('en')} missing)`
    : `${r.locale} (${label}): ${r.keys} keys, ${r.missing.length} missing`;
  console.log(
    `${count ? '✗' : '✓'} ${summary}, ${r.extra.length} extra, ` +
      `${r.placeholders.length} placeholder mismatches, ${r.plurals.length} plural mismatches, ` +
      `${r.sameAsEnglish.length} same as English`,
  );
  if (!partial) for (const key of r.missing) console.log(`    missing      ${key}`);
  for (const key of r.extra) console.log(`    extra        ${key}`);
  for (const key of r.notStrings) console.log(`    not a string ${key}`);
  for (const p of r.placeholders) console.log(`    placeholders ${p.key}: English has [${p.expected}], found [${p.found}]`);
  for (const p of r.plurals) console.log(`    plural parts ${p.key}: needs ${p.expected} parts separated by '||||', found ${p.found}`);
  if (verbose) for (const key of r.sameAsEnglish) console.log(`    same as en   ${key}`);
};

const main = async () => {
  const { default: english } = await load(join(dir, `${DEFAULT_LOCALE}.ts`));
  const files = named.length
    ? named.map((file) => resolve(file))
    : readdirSync(dir)
        .filter((file) => localeOfFile(file) && localeOfFile(file) !== DEFAULT_LOCALE)
        .sort()
        .map((file) => join(dir, file));
  let problems = 0;
  for (const file of files) {
    const locale = localeOfFile(basename(file));
    if (!locale) throw new Error(`${file}: not a locale file (its name must be a language code, e.g. de.ts or pt-BR.ts)`);
    const { default: messages, partial: marked } = await load(file);
    const partial = marked === true || partialCodes.has(locale);
    const report = compareLocale(locale, english, messages);
    const label = String((messages as { app?: { locale?: { name?: string } } }).app?.locale?.name ?? nativeName(locale));
    print(report, label, partial);
    problems += problemCount(report, partial);
  }
  console.log(problems ? `\n${problems} problem(s) in ${files.length} locale(s).` : `\nNo problems in ${files.length} locale(s).`);
  process.exitCode = problems ? 1 : 0;
};

void main();
