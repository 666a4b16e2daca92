import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The select-all box of a list's heading. Ant Design copies every column title into a row it hides from screen
 * readers (aria-hidden) to measure the columns; a box there would be focusable yet hidden, so the copy stays empty.
 */
export function SelectAllBox({ checkbox }: { checkbox: ReactNode }) {
  const place = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => setMeasuring(Boolean(place.current?.closest('[aria-hidden="true"]'))), []);
  return <span ref={place}>{measuring ? null : checkbox}</span>;
}
