import { Tag } from 'antd';
import type { DictOption } from './useDict';

interface DictTagProps {
  options: readonly DictOption[];
  value: string | number | readonly (string | number)[] | null | undefined;
  /** Shows values that have no option as they are (default on). */
  showValue?: boolean;
  separator?: string;
}

/** Tag colours for the dictionary list classes (default, primary, success, info, warning, danger). */
const tagColors: Record<string, string> = { primary: 'processing', success: 'success', info: 'default', warning: 'warning', danger: 'error' };

function valuesOf(value: DictTagProps['value'], separator: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.map(String) : String(value).split(separator);
}

/** The label of a dictionary value (or of several, comma-separated or as an array). */
export function DictTag({ options, value, showValue = true, separator = ',' }: DictTagProps) {
  const values = valuesOf(value, separator);
  const matched = options.filter((option) => values.includes(option.value));
  const unmatched = values.filter((v) => !options.some((option) => option.value === v));
  return (
    <>
      {matched.map((option) =>
        (option.listClass === '' || option.listClass === 'default') && option.cssClass === '' ? (
          <span key={option.value}>{option.label}</span>
        ) : (
          <Tag key={option.value} color={tagColors[option.listClass]} className={option.cssClass || undefined}>
            {option.label}
          </Tag>
        ),
      )}
      {showValue && unmatched.length > 0 && unmatched.join(' ')}
    </>
  );
}
