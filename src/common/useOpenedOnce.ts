import { useState } from 'react';

/**
 * True from the first time `open` is true: a closed dialog or menu need not be rendered before it is ever
 * opened (ten rows' delete confirmations and the header's menus cost ~15 ms of a cold first render), and once
 * opened it stays mounted so its closing transition still plays.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
