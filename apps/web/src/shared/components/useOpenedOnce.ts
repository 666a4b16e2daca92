import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog or drawer is fetched only when first
 * asked for, then stays mounted so it can animate closed and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
