import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazy overlay stays mounted once it has opened, so it can
 * close (and return focus) as it always did, and its chunk loads only when first needed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
