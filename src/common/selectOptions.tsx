/**
 * The options of a MUI Select (or TextField select) that is on screen in a list's first frame: the subscriptions'
 * sort selects, the applicants' status selects.
 * Why not MUI's Select from the start: it keeps its display node from a ref, and that setState during the first
 * commit is a synchronous re-render before the first frame, for which React first runs every passive effect of the
 * screen (a second commit 17 ms after the rows' on a cold /admin/subscriptions, 35 ms on /bootcamps/1/applicants).
 * So in the first pass (useLater() false) the select is MUI's native one holding only the chosen option: the same
 * styles (MUI's Select and NativeSelect share them) and the same box (a native select is as wide as its widest
 * option, MUI's as its chosen one; a native select rounds its width up to whole pixels, so a value whose text is not
 * a whole number of pixels wide, past the select's minimum width, is up to 1 px wider in that frame). The caller makes
 * that select `inert` (`inert: native` on the select element's props): until the second pass it is a picture of the
 * select, like the other placeholders of the first pass, which no click or Tab can reach. From the second pass on
 * it is MUI's Select with its menu. tests/e2e/layout-shift.test.ts checks the boxes.
 *   const select = useSelectOptions(choices, value);
 *   <Select native={select.native} inputProps={{ inert: select.native }} value={value} …>{select.options}</Select>
 *   <TextField select slotProps={{ select: { native: select.native }, htmlInput: { inert: select.native } }} …>
 *     {select.options}
 *   </TextField>
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
