import { Form, Radio, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/list';

const modes = ['ox', 'rt'] as const;

/** Sea / rail choices, labelled in the current language. */
function useModeOptions() {
  const { t } = useTranslation('admin');
  return modes.map((value) => ({ value, label: t(`freight.moduletype.${value}`) }));
}

/** A search filter on the mode (sea or rail). */
export function ModeFilter({ name = 'moduletype' }: { name?: string }) {
  const { t } = useTranslation('admin');
  const label = t('port.moduletype');
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={t('form.select', { field: label })} style={{ width: 200 }} options={useModeOptions()} />
    </Form.Item>
  );
}

/** Sea / rail radio buttons (a form control). */
export function ModeRadio({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as string)} options={useModeOptions()} />;
}

/** Y / N radio buttons labelled yes / no (a form control). */
export function YesNoRadio({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('admin');
  return <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as string)} options={[{ value: 'Y', label: t('freight.yes') }, { value: 'N', label: t('freight.no') }]} />;
}

/** A column showing the mode as 海运 / 铁路. */
export function useModeColumn<T>(key: keyof T & string): ListColumn<T> {
  const { t } = useTranslation('admin');
  return { key, title: t('port.moduletype'), dataIndex: key, align: 'center', render: (value: string) => t(`freight.moduletype.${value}`) };
}

/** A column showing a Y / N flag as a yes / no tag. */
export function useYesNoColumn<T>(key: keyof T & string, title: string): ListColumn<T> {
  const { t } = useTranslation('admin');
  return { key, title, dataIndex: key, align: 'center', render: (value: string) => <Tag color={value === 'Y' ? 'orange' : 'default'}>{t(value === 'Y' ? 'freight.yes' : 'freight.no')}</Tag> };
}
