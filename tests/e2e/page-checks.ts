/** Checks of what a user sees on a list screen, shared by the browser tests. */
import type { Page } from 'playwright-core';
import type { E2E } from './harness';

/** The page itself never scrolls sideways. */
export const noHorizontalScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The table needs no sideways scrolling inside its card: every column, the actions too, is in view. */
export const tableFits = (p: Page) =>
  p.evaluate(() => {
    const wrapper = document.querySelector('.RaDataTable-tableWrapper');
    const last = document.querySelector('.RaDataTable-table thead th:last-child');
    if (!wrapper || !last) return false;
    return wrapper.scrollWidth <= wrapper.clientWidth && last.getBoundingClientRect().right <= wrapper.getBoundingClientRect().right + 0.5;
  });

/** Waits for a list's filter row. */
export const filterRowReady = (p: Page) => p.locator('.RaList-actions > form .filter-field').first().waitFor();

/** Where the controls of a list's filter row are, and what is wrong with their layout (empty when tidy). */
export interface FilterRowLayout {
  /** Each filter control's line (0 = first) and box, in document order. */
  controls: { source: string; row: number; top: number; left: number; right: number; bottom: number }[];
  problems: string[];
}

/**
 * The filter row lays out cleanly: every filter control and the toolbar inside the window and not overlapping;
 * each label (filters and toolbar selects) on its control's line and whole, no placeholder or chosen value cut;
 * filter controls on one line aligned (tops within 3 px).
 */
export const filterRowLayout = async (p: Page): Promise<FilterRowLayout> => {
  await filterRowReady(p);
  return p.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const measure = document.createElement('canvas').getContext('2d')!;
    const fields = [...document.querySelectorAll<HTMLElement>('.RaList-actions form .filter-field')];
    const toolbar = document.querySelector<HTMLElement>('.RaList-actions > .MuiToolbar-root');
    const toolbarInputs = [...(toolbar?.querySelectorAll<HTMLElement>('.MuiFormControl-root') ?? [])];
    if (fields.length === 0) problems.push('no filter controls');
    const boxOf = (field: HTMLElement) => (field.querySelector<HTMLElement>('.MuiInputBase-root') ?? field).getBoundingClientRect();
    const nameOf = (field: HTMLElement) => field.dataset.source ?? field.querySelector<HTMLElement>('.MuiInputLabel-root')?.innerText ?? '?';
    for (const field of [...fields, ...toolbarInputs]) {
      const box = boxOf(field);
      const name = nameOf(field);
      const label = field.querySelector<HTMLElement>('.MuiInputLabel-root');
      if (label) {
        const l = label.getBoundingClientRect();
        const middle = (l.top + l.bottom) / 2;
        if (middle < box.top || middle > box.bottom) problems.push(`${name}: label '${label.innerText}' is off its control`);
        if (l.left < box.left - 1 || l.right > box.right + 1) problems.push(`${name}: label '${label.innerText}' sticks out of its control`);
        if (label.scrollWidth > label.clientWidth + 1) problems.push(`${name}: label '${label.innerText}' is cut`);
      }
      const value = field.querySelector<HTMLElement>('.MuiSelect-select');
      if (value && value.scrollWidth > value.clientWidth + 1) problems.push(`${name}: value '${value.innerText}' is cut`);
      const input = field.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([aria-hidden="true"])');
      if (input?.placeholder && !input.value) {
        const style = getComputedStyle(input);
        measure.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (measure.measureText(input.placeholder).width > room + 1) problems.push(`${name}: placeholder '${input.placeholder}' is cut`);
      }
      if (box.left < 0 || box.right > width + 0.5) problems.push(`${name}: outside the window`);
    }
    const boxes = fields.map((field) => ({ source: nameOf(field), ...boxOf(field).toJSON() })) as FilterRowLayout['controls'];
    const blocks = toolbar ? [...boxes, { source: 'toolbar', ...toolbar.getBoundingClientRect().toJSON() }] : boxes;
    blocks.forEach((a, i) =>
      blocks.slice(i + 1).forEach((b) => {
        const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        if (overlap) problems.push(`${a.source} overlaps ${b.source}`);
      }),
    );
    const controls: FilterRowLayout['controls'] = [];
    let row = 0;
    boxes.forEach((box, i) => {
      const previous = boxes[i - 1];
      // a control that starts below the previous one's middle is on a new line
      if (previous && box.top > (previous.top + previous.bottom) / 2) row += 1;
      else if (previous && Math.abs(box.top - previous.top) > 3) problems.push(`${box.source} is not aligned with ${previous.source}`);
      controls.push({ source: box.source, row, top: box.top, left: box.left, right: box.right, bottom: box.bottom });
    });
    return { controls, problems };
  });
};

/** The page in `scheme`, its colours at their end: the body's colour changed, and no transition running. */
export async function colourScheme(page: Page, scheme: 'light' | 'dark') {
  const before = await page.evaluate((s) => ({ colour: getComputedStyle(document.body).backgroundColor, same: matchMedia(`(prefers-color-scheme: ${s})`).matches }), scheme);
  await page.emulateMedia({ colorScheme: scheme });
  if (!before.same) await page.waitForFunction((colour) => getComputedStyle(document.body).backgroundColor !== colour, before.colour);
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/** Screenshots of the page in light and dark (back to light after). */
export async function shots(env: E2E, page: Page, name: string) {
  await colourScheme(page, 'light');
  await env.shot(page, name);
  await colourScheme(page, 'dark');
  await env.shot(page, `${name}-dark`);
  await colourScheme(page, 'light');
}
