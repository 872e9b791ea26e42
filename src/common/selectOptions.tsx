/**
 * The options of a MUI Select (or TextField select) that is on screen in a list's first frame: the subscriptions'
 * sort selects, the applicants' status selects.
 * Why not MUI's Select from the start: it keeps its display node from a ref, and that setState during the first
 * commit is a synchronous re-render before the first frame, which makes React run every passive effect of the
 * screen first (a cold /admin/subscriptions showed its rows ~28 ms later, /bootcamps/1/applicants ~14 ms).
 * So in the first pass (useLater() false) the select is MUI's native one holding only the chosen option: the same
 * styles (MUI's Select and NativeSelect share them) and the same width (a native select is as wide as its widest
 * option, MUI's as its chosen one); from the second pass on it is MUI's Select with its menu. The e2e test
 * layout-shift.test.ts checks that the boxes of the first frame are those of the real selects.
 *   const select = useSelectOptions(choices, value);
 *   <Select native={select.native} value={value} …>{select.options}</Select>
 *   <TextField select slotProps={{ select: { native: select.native } }} …>{select.options}</TextField>
 */
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useLater } from './later';

export interface SelectChoice {
  value: string;
  label: string;
}

export function useSelectOptions(choices: readonly SelectChoice[], value: string): { native: boolean; options: ReactNode } {
  const later = useLater();
  if (later) {
    return {
      native: false,
      options: choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      )),
    };
  }
  const chosen = choices.find((choice) => choice.value === value);
  return {
    native: true,
    options: chosen ? <option value={chosen.value}>{chosen.label}</option> : null,
  };
}
