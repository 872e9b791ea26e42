/**
 * The style cache MUI's styles go through (emotion), without emotion's default vendor prefixer.
 * Emotion runs every new style rule through stylis and, by default, through a prefixer that tries each declaration
 * against its table of -webkit-/-moz-/-ms- forms, about a third of the time spent inserting a screen's style rules
 * (emotion's createCache and its stylisPlugins are public API). The browsers an
 * administrator uses today read MUI's properties unprefixed, except Safari for `user-select` and (before 18)
 * `backdrop-filter`: those two keep their -webkit- form here, written next to the standard one.
 */
import createCache, { type StylisPlugin } from '@emotion/cache';

const WEBKIT_ALSO = new Set(['user-select', 'backdrop-filter']);

/** `user-select:none;` → `-webkit-user-select:none;user-select:none;` (stylis: a declaration's props is its property). */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && WEBKIT_ALSO.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** Same key as emotion's default cache ('css'), so class names and the tests' selectors do not change. */
export const styleCache = createCache({ key: 'css', stylisPlugins: [webkitWhereNeeded] });
