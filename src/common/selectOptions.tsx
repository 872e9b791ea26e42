/**
 * The options of a MUI Select (or TextField select) that is on screen in a list's first frame: the subscriptions'
 * sort selects, the applicants' status selects.
 * Why not MUI's Select from the start: it keeps its display node from a ref, and that setState during the first
 * commit is a synchronous re-render before the first frame, for which React first runs every passive effect of the
 * screen (a second commit 17 ms after the rows' on a cold /admin/subscriptions, 35 ms on /bootcamps/1/applicants).
 * So in the first pass (useLater() false) the select is MUI's native one holding only the chosen option: the same
 * styles (MUI's Select and NativeSelect share them) and the same box (a native select is as wide as its widest
 * option, MUI's as its chosen one; a native select rounds its width up to whole pixels, so a value whose text is not
 * a whole number of pixels wide, past the select's minimum width, is up to 1 px wider in that frame), and `inert`:
 * until the second pass it is a picture of the select, like the other placeholders of the first pass, which no click
 * or Tab can reach. From the second pass on it is MUI's Select with its menu. The props to spread set both (native,
 * inert) on the component, so a caller cannot leave one out. tests/e2e/layout-shift.test.ts checks the boxes.
 *   const select = useSelectOptions(choices, value);
 *   <Select {...select.selectProps} value={value} …>{select.options}</Select>
 *   <TextField select {...select.textFieldProps} value={value} …>{select.options}</TextField>
 */
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useLater } from './later';

export interface SelectChoice {
  value: string;
  label: string;
}

interface SelectOptions {
  options: ReactNode;
  /** For MUI's Select. */
  selectProps: { native: boolean; inert: boolean };
  /** For MUI's TextField with `select`. */
  textFieldProps: { inert: boolean; slotProps: { select: { native: boolean } } };
}

const selectOptions = (native: boolean, options: ReactNode): SelectOptions => ({
  options,
  selectProps: { native, inert: native },
  textFieldProps: { inert: native, slotProps: { select: { native } } },
});

export function useSelectOptions(choices: readonly SelectChoice[], value: string): SelectOptions {
  if (useLater()) {
    return selectOptions(
      false,
      choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      )),
    );
  }
  const chosen = choices.find((choice) => choice.value === value);
  return selectOptions(true, chosen ? <option value={chosen.value}>{chosen.label}</option> : null);
}
