/**
 * `npm run i18n:check`: every locale file src/i18n/<code>.ts against en.ts. Prints a summary
 * and the problems; exits 1 on any missing key, extra key, placeholder or plural mismatch.
 * `--verbose` also lists values identical to English (informational, never a failure).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, localeOfFile, nativeName } from '../../src/providers/locales';
import { compareLocale, problemCount, type LocaleReport, type Tree } from './i18n-compare';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../src/i18n');
const verbose = process.argv.includes('--verbose');

const load = async (file: string): Promise<Tree> => (await import(pathToFileURL(join(dir, file)).href)).default as Tree;

const print = (r: LocaleReport, label: string) => {
  const count = problemCount(r);
  console.log(
    `${count ? '✗' : '✓'} ${r.locale} (${label}): ${r.keys} keys, ${r.missing.length} missing, ${r.extra.length} extra, ` +
      `${r.placeholders.length} placeholder mismatches, ${r.plurals.length} plural mismatches, ` +
      `${r.sameAsEnglish.length} same as English`,
  );
  for (const key of r.missing) console.log(`    missing      ${key}`);
  for (const key of r.extra) console.log(`    extra        ${key}`);
  for (const key of r.notStrings) console.log(`    not a string ${key}`);
  for (const p of r.placeholders) console.log(`    placeholders ${p.key}: English has [${p.expected}], found [${p.found}]`);
  for (const p of r.plurals) console.log(`    plural parts ${p.key}: needs ${p.expected} parts separated by '||||', found ${p.found}`);
  if (verbose) for (const key of r.sameAsEnglish) console.log(`    same as en   ${key}`);
};

const main = async () => {
  const english = await load(`${DEFAULT_LOCALE}.ts`);
  const files = readdirSync(dir)
    .filter((file) => localeOfFile(file) && localeOfFile(file) !== DEFAULT_LOCALE)
    .sort();
  let problems = 0;
  for (const file of files) {
    const locale = localeOfFile(file)!;
    const messages = await load(file);
    const report = compareLocale(locale, english, messages);
    const label = String((messages as { app?: { locale?: { name?: string } } }).app?.locale?.name ?? nativeName(locale));
    print(report, label);
    problems += problemCount(report);
  }
  console.log(problems ? `\n${problems} problem(s) in ${files.length} locale(s).` : `\nAll ${files.length} locale(s) match English.`);
  process.exitCode = problems ? 1 : 0;
};

void main();
