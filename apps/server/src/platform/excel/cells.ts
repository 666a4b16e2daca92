const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the back office shows it, YYYY-MM-DD HH:mm:ss in the server's time zone. */
export function dateTimeCell(value: Date | null | undefined): string {
  if (!value) return '';
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

/** The dictionary label of a coded value, or the value itself when the dictionary has no such entry. */
export const labelCell = (labels: ReadonlyMap<string, string>) => (value: string | null | undefined) => (value ? (labels.get(value) ?? value) : '');
