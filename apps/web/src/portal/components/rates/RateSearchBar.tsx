import { useState } from 'react';
import { DatePicker, Flex } from 'antd';
import { Panel } from '../../../shared/components/Panel';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PortOption } from '../../pages/home/portOptions';
import { RouteSearch } from '../../pages/home/RouteSearch';
import { networkOf, type ShipmentMode } from '../../pages/home/shipmentModes';
import { isoDateFormat, today } from './dates';
import type { RateCriteria } from './rateCriteria';

interface RateSearchBarProps {
  mode: ShipmentMode;
  criteria: RateCriteria;
  onSearch: (pol: PortOption, pod: PortOption, date: string) => void;
  searchOnEnter?: boolean;
}

/** A rate page's search: the two ends of the route and the earliest departure (train ETD or sailing date). */
export function RateSearchBar({ mode, criteria, onSearch, searchOnEnter }: RateSearchBarProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(criteria.date);
  const network = networkOf(mode);
  const dateId = `${mode}-date`;

  return (
    <Panel>
      <RouteSearch mode={mode} initial={criteria} onSearch={(pol, pod) => onSearch(pol, pod, date)} searchOnEnter={searchOnEnter}>
        <Flex vertical gap={4} style={{ flex: '0 1 180px' }}>
          <label htmlFor={dateId} className="portal-field-label">{t(`rates.dateFrom.${network}`)}</label>
          <DatePicker
            id={dateId}
            value={dayjs(date, isoDateFormat)}
            format="YYYY-MM-DD"
            allowClear={false}
            onChange={(value) => setDate(value ? value.format(isoDateFormat) : today())}
            style={{ width: '100%' }}
          />
        </Flex>
      </RouteSearch>
    </Panel>
  );
}
