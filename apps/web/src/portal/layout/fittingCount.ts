/**
 * How many of a row's items fit into `room`, in order. When some do not fit, room is kept for the entry that
 * lists the rest (`moreWidth`).
 */
export function fittingCount(widths: number[], moreWidth: number, room: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + widths[count] <= room) used += widths[count++]!;
  return count;
}
