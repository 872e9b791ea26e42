/**
 * Layout of a list's filter row (react-admin's `.RaList-actions`: the filter form, then the toolbar), shared by
 * every list through ListPage's styles. It holds in every language because nothing shrinks below its content:
 * - filters and toolbar share one line when both fit; otherwise the toolbar moves, whole, to its own line on the
 *   right (it never shrinks, so no button or sort select is cut);
 * - filter controls are as tall as each other (see ListSearchInput), 12 px apart, and wrap as whole controls;
 * - when the list is too narrow for the search and its selects side by side, the search (source 'search') takes a
 *   line of its own and the selects share the next one in equal parts.
 */

/** The filter controls' geometry: react-admin's small filled selects are at least 160 px wide and 48 px tall (with a
 * label), and every control (ListSearchInput too) is as tall. */
export const FILTER_SELECT_MIN_WIDTH = 160;
export const FILTER_CONTROL_HEIGHT = 48;

/** Widest search box (the longest placeholder, Swahili subscriptions) and the room one select takes with its gap. */
const SEARCH_MAX = 540;
const SELECT_SLOT = FILTER_SELECT_MIN_WIDTH + 12;

/** A filter row of `count` or more controls stacks (search above, selects below) under the width they need. */
const stackedBelowNeededWidth = (count: number) => {
  const form = `& .RaList-actions form:has(> ${Array.from({ length: count }, () => '.filter-field').join(' ~ ')})`;
  const narrow = `@container (max-width: ${SEARCH_MAX + (count - 1) * SELECT_SLOT}px)`;
  return {
    [`${form} .filter-field`]: { [narrow]: { flex: '1 1 0' } },
    [`${form} .filter-field[data-source="search"]`]: { [narrow]: { flexBasis: '100%' } },
  };
};

export const filterRowSx = {
  // (on a phone react-admin stacks the row as a column, toolbar first: wrapping there made a second column that
  // widened the page to 770 px)
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, columnGap: 2, containerType: 'inline-size' },
  // react-admin's spacers: the gaps and the toolbar's auto margin do their job
  '& .RaList-actions > span:empty': { display: 'none' },
  '& .RaList-actions .RaFilterFormInput-spacer, & .RaList-actions .RaFilterForm-clearFix': { display: 'none' },
  '& .RaList-actions > form': { flex: '1 1 auto', flexWrap: 'wrap', columnGap: 1.5, minWidth: 0 },
  // on a phone (500 px) the toolbar takes its own full line and its buttons and selects wrap, never widening the page
  '& .RaList-actions > .MuiToolbar-root': {
    flex: { xs: '1 1 100%', sm: '0 0 auto' },
    // (react-admin's column aligns it to the right at its content's width: the sort selects wrapped at 500 px)
    alignSelf: { xs: 'stretch', sm: 'auto' },
    ml: { xs: 0, sm: 'auto' },
    maxWidth: '100%',
    flexWrap: 'wrap',
    whiteSpace: 'normal',
    rowGap: 1,
  },
  '& .RaList-actions > .MuiToolbar-root > .MuiStack-root': { flexWrap: 'wrap', maxWidth: '100%', rowGap: 1 },
  // on a phone react-admin paints the row and its toolbar with the paper colour (made for a white page): here they
  // sit on the page's background like the row above 600 px, not in a white band
  '& .RaList-actions, & .RaList-actions > .MuiToolbar-root': { backgroundColor: 'transparent' },
  ...stackedBelowNeededWidth(2),
  ...stackedBelowNeededWidth(3),
  ...stackedBelowNeededWidth(4),
} as const;
