import { Button, DatePicker, Form, Input, Select, Space, type FormInstance } from 'antd';
import { quoteStatuses } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { PortPicker } from '../home/PortPicker';
import type { PortOption } from '../home/portOptions';
import type { PortSide, ShipmentMode } from '../home/shipmentModes';
import type { FilterValues, InquiryFilter } from './inquiryFilters';

interface InquiryFilterFormProps {
  name: string;
  form: FormInstance<FilterValues>;
  filters: readonly InquiryFilter[];
  /** Visitors cannot search: their lists are never loaded. */
  disabled: boolean;
  /** On phones the filters stand one under another, each as wide as the screen allows. */
  stacked: boolean;
  onSearch: () => void;
  onReset: () => void;
}

const fieldWidth = { width: 240 };

interface PortFieldProps {
  id?: string;
  value?: PortOption;
  onChange?: (port: PortOption | undefined) => void;
  mode: ShipmentMode;
  side: PortSide;
  onEnter: () => void;
}

/** A port picker as a form field: the form hands in its id, value and onChange. */
function PortField({ id = '', value, onChange, ...picker }: PortFieldProps) {
  return <PortPicker id={id} value={value} onChange={(port) => onChange?.(port)} {...picker} />;
}

/** The filters of an inquiry list with search and reset; Enter in any filter searches. */
export function InquiryFilterForm({ name, form, filters, disabled, stacked, onSearch, onReset }: InquiryFilterFormProps) {
  const { t } = useTranslation();
  const search = () => {
    if (!disabled) form.submit();
  };
  return (
    <Form<FilterValues> form={form} name={name} layout={stacked ? 'vertical' : 'inline'} onFinish={onSearch} style={{ rowGap: 12 }}>
      {filters.map((filter) =>
        filter.kind === 'dates' ? (
          <Form.Item key="dates" name="dates" label={t('inquiries.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} style={stacked ? { width: '100%' } : undefined} />
          </Form.Item>
        ) : filter.kind === 'quoteStatus' ? (
          <Form.Item key="quotestatus" name="quotestatus" label={t('column.quoteStatus')}>
            <Select allowClear style={{ width: 160 }} options={quoteStatuses.map((status) => ({ value: status, label: t(`messages:quoteStatus.${status}`) }))} />
          </Form.Item>
        ) : filter.kind === 'port' ? (
          <Form.Item key={filter.name} name={filter.name} label={t(filter.label)} style={fieldWidth}>
            <PortField mode={filter.mode} side={filter.side} onEnter={search} />
          </Form.Item>
        ) : (
          <Form.Item key={filter.name} name={filter.name} label={t(filter.label)}>
            <Input allowClear maxLength={filter.max} style={{ width: 160 }} />
          </Form.Item>
        ),
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" disabled={disabled}>
            {t('search.submit')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('inquiries.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
