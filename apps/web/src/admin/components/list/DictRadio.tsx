import { Radio } from 'antd';
import { useDict } from '../useDict';

interface DictRadioProps {
  dictType: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** Radio buttons for the values of a dictionary (a form control: use inside Form.Item). */
export function DictRadio({ dictType, value, onChange }: DictRadioProps) {
  const options = useDict(dictType)[dictType];
  return (
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as string)}
      options={options.map((o) => ({ value: o.value, label: o.label }))} />
  );
}
