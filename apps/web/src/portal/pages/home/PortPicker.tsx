import { useState, type ReactNode } from 'react';
import { Empty, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { portGroups } from './portGroups';
import { hotPorts, searchPorts, type PortOption } from './portOptions';
import { networkOf, type PortSide, type ShipmentMode } from './shipmentModes';
import { usePortHistory } from './usePortHistory';

interface PortPickerProps {
  id: string;
  mode: ShipmentMode;
  side: PortSide;
  value?: PortOption;
  onChange: (port: PortOption | undefined) => void;
}

/** Picks a sea port or a rail station: the visitor's history first, then hot ports, then search results. */
export function PortPicker({ id, mode, side, value, onChange }: PortPickerProps) {
  const { t } = useTranslation();
  const network = networkOf(mode);
  const [text, setText] = useState('');
  const { history, remember } = usePortHistory(network, side);
  const hot = useQuery({ queryKey: ['hotPorts', network], queryFn: () => hotPorts(network) });
  const results = useQuery({
    queryKey: ['ports', mode, text.trim()],
    queryFn: () => searchPorts(mode, text.trim()),
    enabled: text.trim() !== '',
  });

  const options = portGroups({ history, hot: hot.data ?? [], results: results.data ?? [] }, text).map((group) => ({
    label: t(`ports.group.${group.name}`),
    title: t(`ports.group.${group.name}`),
    options: group.options,
  }));

  const choose = (chosen: { value: string; label: ReactNode } | undefined) => {
    const port = chosen ? { value: chosen.value, label: String(chosen.label) } : undefined;
    if (port) remember(port);
    setText('');
    onChange(port);
  };

  return (
    <Select
      id={id}
      labelInValue
      allowClear
      value={value}
      options={options}
      onChange={choose}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={results.isFetching}
      placeholder={t(`search.${network}.${side}Placeholder`)}
      notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`ports.none.${network}`)} />}
      style={{ width: '100%' }}
    />
  );
}
