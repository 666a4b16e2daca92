const units = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A byte count as the monitors show it: 1.5 GB, 320 KB. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit ? value.toFixed(2) : value} ${units[unit]}`;
}
