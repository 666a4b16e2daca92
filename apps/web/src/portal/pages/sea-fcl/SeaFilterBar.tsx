import { Button, Checkbox, Flex, Select, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { containerTypes, type SeaCarrier } from '../../api/seaRates';
import { checkSort, cyclePriceSort, type SeaFilters } from './seaFilters';

interface SeaFilterBarProps {
  filters: SeaFilters;
  carriers: readonly SeaCarrier[];
  onChange: (filters: SeaFilters) => void;
}

/** Under the header, the bar stays in view while the list scrolls. */
const headerHeight = 64;

const priceIcons = { none: <SwapOutlined rotate={90} />, asc: <ArrowUpOutlined />, desc: <ArrowDownOutlined /> };

/** Direct only, space available, carriers, container type and the three sorts of the sea list. */
export function SeaFilterBar({ filters, carriers, onChange }: SeaFilterBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const priceOrder = filters.sort?.key === 'price' ? filters.sort.order : 'none';

  return (
    <Flex
      role="toolbar"
      aria-label={t('sea.filterBar')}
      wrap
      gap={16}
      align="center"
      style={{ position: 'sticky', top: headerHeight, zIndex: 6, background: token.colorBgContainer, paddingBottom: 12, marginBottom: 4 }}
    >
      <Checkbox checked={filters.directOnly} onChange={(e) => onChange({ ...filters, directOnly: e.target.checked })}>
        {t('sea.directOnly')}
      </Checkbox>
      <Checkbox checked={filters.spaceOnly} onChange={(e) => onChange({ ...filters, spaceOnly: e.target.checked })}>
        {t('sea.spaceOnly')}
      </Checkbox>
      <Select
        mode="multiple"
        allowClear
        aria-label={t('sea.carriers')}
        placeholder={t('sea.carriers')}
        value={filters.carriers}
        onChange={(carrierCodes: string[]) => onChange({ ...filters, carriers: carrierCodes })}
        options={carriers.map(({ carriercode, carriername }) => ({ value: carriercode, label: carriername ? `${carriercode} · ${carriername}` : carriercode }))}
        maxTagCount="responsive"
        style={{ minWidth: 220 }}
      />
      <Select
        allowClear
        aria-label={t('sea.containerType')}
        placeholder={t('sea.containerType')}
        value={filters.containerType}
        onChange={(containerType) => onChange({ ...filters, containerType })}
        options={containerTypes.map((type) => ({ value: type, label: type }))}
        style={{ width: 150 }}
      />
      <Checkbox checked={filters.sort?.key === 'etd'} onChange={(e) => onChange(checkSort(filters, 'etd', e.target.checked))}>
        {t('sea.earliestDeparture')}
      </Checkbox>
      <Checkbox checked={filters.sort?.key === 'transit'} onChange={(e) => onChange(checkSort(filters, 'transit', e.target.checked))}>
        {t('sea.shortestTransit')}
      </Checkbox>
      <Button
        type={priceOrder === 'none' ? 'default' : 'primary'}
        ghost={priceOrder !== 'none'}
        icon={priceIcons[priceOrder]}
        aria-pressed={priceOrder !== 'none'}
        onClick={() => onChange(cyclePriceSort(filters))}
      >
        {t(`sea.priceSort.${priceOrder}`)}
      </Button>
    </Flex>
  );
}
