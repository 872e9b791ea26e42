/**
 * DateInputSkeleton — LazyDateTimeInput's Suspense fallback: the space of a small filled field with its dense margins
 * and its helper line, so the form does not move when the pickers arrive. Meanwhile it registers the field with its
 * rules (react-hook-form validates only registered fields): the picker then shows the error a save found.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useInput, type Validator } from 'react-admin';

export function DateInputSkeleton({ source, validate }: { source: string; validate?: Validator | Validator[] }) {
  useInput({ source, validate });
  return (
    <Box aria-hidden sx={{ mt: 1, mb: 0.5 }}>
      {/* the small filled field: 48 px and its 1 px bottom line (measured: the same height as a NumberInput) */}
      <Skeleton variant="rounded" height={49} />
      {/* the helper line: FormHelperText's caption line and its 3 px top margin */}
      <Box sx={{ typography: 'caption', height: '1.66em', mt: '3px' }} />
    </Box>
  );
}
