import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';

/** A reference record as a picker offers it: its code, and "code – name" to read. */
export interface CodeOption {
  value: string;
  label: string;
}

export interface CodePickerProps {
  /** Names the picker's searches in the query cache (one per kind of record). */
  name: string;
  /** The first few records whose code or name contains the text ('' for the first ones); the server searches, so thousands stay there. */
  search: (text: string) => Promise<CodeOption[]>;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  /** An optional code: clearing leaves ''. */
  allowClear?: boolean;
}

/**
 * A searchable choice of a carrier, port or lane by what people know of it (code or name in any language), so a
 * code is picked from the stored ones instead of typed from memory. The chosen code is looked up once more so an
 * edited record shows its name even when it is not among the first results.
 */
export function CodePicker({ name, search, value, onChange, id, placeholder, allowClear }: CodePickerProps) {
  const [text, setText] = useState('');
  const found = useQuery({ queryKey: ['code-picker', name, text], queryFn: () => search(text), placeholderData: keepPreviousData });
  const options = found.data ?? [];
  const chosen = useQuery({
    queryKey: ['code-picker', name, value], queryFn: () => search(value!), enabled: Boolean(value) && !options.some((o) => o.value === value),
  });
  const current = value && !options.some((o) => o.value === value)
    ? [chosen.data?.find((o) => o.value === value) ?? { value, label: value }]
    : [];
  return (
    <Select id={id} showSearch filterOption={false} value={value || undefined} placeholder={placeholder} allowClear={allowClear}
      options={[...current, ...options]} loading={found.isFetching} onSearch={setText} onChange={(code?: string) => onChange?.(code ?? '')}
      onOpenChange={(open) => { if (!open) setText(''); }} />
  );
}
