import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteStatuses } from '@freight/domain';
import { DateRangeField, TextFilter } from '../../../components/list';

/** The filters every desk list has (customer, number, lane, quote status, inquiry dates) around the list's own ones. */
export function DeskFilters({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextFilter name="customer" label={t('inquiryDesk.customer')} />
      <TextFilter name="inquiryno" label={t('inquiryDesk.inquiryno')} />
      <TextFilter name="portofloadingcode" label={t('inquiryDesk.portofloadingcode')} />
      <TextFilter name="destination" label={t('inquiryDesk.destination')} />
      {children}
      <ChoiceFilter name="quotestatus" label={t('inquiryDesk.quotestatus')} options={quoteStatuses.map((status) => ({ value: status, label: t(`messages:quoteStatus.${status}`) }))} />
      <DateRangeField label={t('inquiryDesk.quotationdate')} />
    </>
  );
}

/** A filter of fixed choices (status, handled, quoted); empty means any. */
export function ChoiceFilter({ name, label, options }: { name: string; label: string; options: { value: string; label: string }[] }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={t('form.select', { field: label })} style={{ width: 200 }} options={options} />
    </Form.Item>
  );
}
