/**
 * A list cell naming a row's parent record through react-admin's ReferenceField (a link to the parent's detail
 * dialog). The parents load after the rows, and ReferenceField shows a progress bar until then: the cell keeps `width`
 * from the start, so neither the columns nor the rows move when the parents arrive.
 * `oneLine`: a text child stays on one line, cut with an ellipsis.
 *   `<ReferenceCell source="courseId" reference="courses" width={{ xs: 160, lg: 240 }}><TitleChip maxWidth="100%" /></ReferenceCell>`
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ParentReferenceField } from './ParentReferenceField';

const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A width in px, or one per breakpoint from that breakpoint up. */
export type CellWidth = number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

interface ReferenceCellProps {
  source: string;
  reference: string;
  width: CellWidth;
  oneLine?: boolean;
  children?: ReactNode;
}

export function ReferenceCell({ source, reference, width, oneLine = false, children }: ReferenceCellProps) {
  return (
    // a span: the cell may sit in a line of text (a <p>)
    <Box component="span" sx={{ display: 'block', width, ...(oneLine ? ONE_LINE : {}) }}>
      <ParentReferenceField source={source} reference={reference}>
        {children}
      </ParentReferenceField>
    </Box>
  );
}
