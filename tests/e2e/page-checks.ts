/** Checks of what a user sees on a list screen, shared by the browser tests. */
import type { Page } from 'playwright-core';

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
