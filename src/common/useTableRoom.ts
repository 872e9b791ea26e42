/**
 * useTableRoom() → 'small' | 'medium' | 'large': how much room a list's table has, so that a list shows the columns
 * that fit and its table needs no sideways scrolling. react-admin's demo picks its columns the same
 * way, with useMediaQuery. The room is the window's width less the docked sidebar (from 1024 px,
 * SIDEBAR_BREAKPOINT), which is why 1024 px has less of it than 1000 px:
 * - 'small': under 772 px (a phone or a narrow window; under 740 px of content): the fewest columns;
 * - 'large': from 1300 px (1020 px of content beside the sidebar): every column;
 * - 'medium': between (740–1019 px of content): the less useful columns move to the detail dialog.
 *   `const room = useTableRoom(); … {room === 'large' ? <DataTable.Col source="phoneNumber" /> : null}`
 */
import useMediaQuery from '@mui/material/useMediaQuery';

export type TableRoom = 'small' | 'medium' | 'large';

/** Window widths (px) where a table has medium and large room. */
export const TABLE_ROOM = { medium: 772, large: 1300 } as const;

export function useTableRoom(): TableRoom {
  // noSsr: the first render already has the right columns (no table laid out twice)
  const medium = useMediaQuery(`(min-width: ${TABLE_ROOM.medium}px)`, { noSsr: true });
  const large = useMediaQuery(`(min-width: ${TABLE_ROOM.large}px)`, { noSsr: true });
  return large ? 'large' : medium ? 'medium' : 'small';
}
