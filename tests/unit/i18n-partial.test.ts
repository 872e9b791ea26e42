/**
 * A partial locale: a translator's first 20 German texts (tests/fixtures/de.ts, `export const partial = true`) pass
 * the checker with their coverage, fail it only on extra keys and placeholder or plural mismatches, and show in
 * German with English for the rest.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import english from '../../src/i18n/en';
import * as german from '../fixtures/de';
import { compareLocale, coverage, problemCount } from '../tools/i18n-compare';
import { createI18nProvider } from '../../src/providers/i18nProvider';

const root = fileURLToPath(new URL('../..', import.meta.url));
const check = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tests/tools/i18n-check.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('a partial locale', () => {
  const report = compareLocale('de', english, german.default);

  it('is marked partial and translates 20 texts', () => {
    expect(german.partial).toBe(true);
    expect(report.keys).toBe(20);
    expect(problemCount(report, true)).toBe(0);
    // as a complete locale it would fail on every missing key
    expect(problemCount(report)).toBe(report.missing.length);
    const total = report.missing.length + 20;
    expect(coverage(report)).toBe(`de: 20 of ${total.toLocaleString('en')} keys (${Math.floor((20 / total) * 100)}%)`);
  });

  it('still fails on an extra key, a placeholder or a plural mismatch', () => {
    const broken = {
      ...german.default,
      ra: { ...german.default.ra, navigation: { ...german.default.ra.navigation, page: 'Gehe zu Seite %{seite}' } },
      app: {
        ...german.default.app,
        common: { ...german.default.app.common, delete: { bulkContent: 'Möchten Sie %{smart_count} Elemente löschen?' } },
        invented: 'Erfunden',
      },
    };
    const r = compareLocale('de', english, broken);
    expect(r.extra).toEqual(['app.invented']);
    expect(r.placeholders.map((p) => p.key)).toEqual(['ra.navigation.page']);
    expect(r.plurals.map((p) => p.key)).toEqual(['app.common.delete.bulkContent']);
    expect(problemCount(r, true)).toBe(3);
  });

  it('`npm run i18n:check` reports its coverage and passes; without the marker, --partial does the same', () => {
    const marked = check('tests/fixtures/de.ts');
    expect(marked.status).toBe(0);
    expect(marked.stdout).toMatch(/✓ de: 20 of [\d,]+ keys \(1%\) \(Deutsch, partial/);
    const all = check('--partial', 'fr');
    expect(all.status).toBe(0);
    expect(all.stdout).toMatch(/✓ fr: ([\d,]+) of \1 keys \(100%\)/);
  });

  it('shows its texts and English for the rest at run time', async () => {
    const provider = createI18nProvider({ '../i18n/de.ts': async () => german as unknown as { default: TranslationMessages } }, english as TranslationMessages);
    await provider.changeLocale('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
    expect(provider.translate('resources.bootcamps.fields.startDate')).toBe('Startdatum');
    expect(provider.translate('ra.action.export')).toBe('Export');
    expect(provider.getLocales!().map((l) => l.name)).toEqual(['English', 'Deutsch']);
  });
});
