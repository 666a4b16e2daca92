import type { HolidayBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { holidayApi, holidayImportApi, type Holiday } from './api';
import { HolidayForm } from './HolidayForm';

/** Holidays (节假日): on these days a rail LCL pickup costs only the base fee. */
export default function HolidayPage() {
  const { t } = useTranslation('admin');
  const columns: ListColumn<Holiday>[] = [
    textColumn('day', t('holiday.day')),
    textColumn('name', t('holiday.name')),
  ];
  return (
    <ReferenceScreen<Holiday, HolidayBody> area="freight:holiday" entity={t('holiday.entity')} idField="holidayId" api={holidayApi}
      imports={holidayImportApi} columns={columns} form={<HolidayForm />}
      filters={(
        <>
          <TextFilter name="name" label={t('holiday.name')} />
          <TextFilter name="year" label={t('holiday.year')} />
        </>
      )} />
  );
}
