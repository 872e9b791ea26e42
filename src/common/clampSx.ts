/**
 * `clampLines(lines, maxWidth?)`: sx that shows a text on at most `lines` lines, the rest behind an ellipsis (a
 * table's description cell; the details dialog has the whole text). Long words break instead of widening the table.
 */
export const clampLines = (lines: number, maxWidth: number | string = 420) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    maxWidth,
  }) as const;
