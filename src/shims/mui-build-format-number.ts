/**
 * MUI's TablePagination builds an en-US Intl.NumberFormat when its module is evaluated, before any list has
 * rendered; a page's first Intl object costs ICU's start-up (~20 ms on the main thread of a cold load). Our lists
 * draw their own pagination (src/common/ListPagination.tsx): MUI's comes only with react-admin's List, unused.
 * vite.config.ts points TablePagination's import of `../locale/utils/buildFormatNumber.mjs` here, a copy that
 * builds the formatter on first use. (The production build only: the dev server pre-bundles MUI with its own.)
 */
const buildFormatNumber = (locale: string) => {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value: number): string => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};

export default buildFormatNumber;
