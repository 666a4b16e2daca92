import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../components/list';

/** The departure and validity filters of a rate list, sent as `etdFrom` / `etdTo` and `validityFrom` / `validityTo`. */
export function SailingFilters({ sailingLabel }: { sailingLabel: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <DateRangeField name="etd" label={sailingLabel} />
      <DateRangeField name="validity" label={t('rateList.validity')} />
    </>
  );
}

/** A rate list opens on the departures from today on; clearing the filter (or reset, then clearing) shows the earlier ones too. */
export const fromToday = () => ({ etd: [dayjs().startOf('day'), null] });
