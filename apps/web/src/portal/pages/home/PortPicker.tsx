import { useRef, useState, type UIEvent } from 'react';
import { Empty, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/useLanguage';
import type { PortGroupName } from './portGroups';
import { localLabel, type PortOption } from './portOptions';
import { networkOf, type PortSide, type ShipmentMode } from './shipmentModes';
import { useNamedPort } from './useNamedPort';
import { usePortOptions } from './usePortOptions';

interface PortPickerProps {
  id: string;
  mode: ShipmentMode;
  side: PortSide;
  value?: PortOption;
  onChange: (port: PortOption | undefined) => void;
  /** Enter pressed while the list is closed (the visitor wants to search). */
  onEnter?: () => void;
}

/** How close to the end of the list (px) the next page of search results is asked for. */
const loadMoreMargin = 32;

/** Picks a sea port or a rail station: the visitor's history first, then hot ports (or stations), then search results. */
export function PortPicker({ id, mode, side, value, onChange, onEnter }: PortPickerProps) {
  const { t } = useTranslation();
  const network = networkOf(mode);
  const [text, setText] = useState('');
  const language = useLanguage();
  const open = useRef(false);
  // The hot ports are asked for when the list first opens, not with the page: most visits never open a picker.
  const [wanted, setWanted] = useState(false);
  const { groups, remember, loading, loadMore } = usePortOptions(network, side, text, wanted);
  const shown = useNamedPort(network, side, value);

  const groupTitle = (name: PortGroupName) => t(name === 'hot' && network === 'rail' ? 'ports.group.hotStations' : `ports.group.${name}`);
  const options = groups.map((group) => ({
    label: groupTitle(group.name),
    title: groupTitle(group.name),
    options: group.options.map(({ value: code, label }) => ({ value: code, label, title: label })),
  }));

  const choose = (chosen: { value: string } | undefined) => {
    const port = chosen && groups.flatMap((group) => group.options).find((option) => option.value === chosen.value);
    if (port) remember(port);
    setText('');
    onChange(port || undefined);
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - loadMoreMargin) loadMore();
  };

  return (
    <div
      onKeyDownCapture={(event) => {
        // Enter on a closed list searches instead of opening it; with the list open it picks the active option.
        if (event.key === 'Enter' && onEnter && !open.current) {
          event.preventDefault();
          event.stopPropagation();
          onEnter();
        }
      }}
    >
      <Select
        id={id}
        labelInValue
        allowClear
        value={shown ? { value: shown.value, label: localLabel(shown, language) } : undefined}
        options={options}
        onChange={choose}
        onOpenChange={(next) => {
          open.current = next;
          if (next) setWanted(true);
        }}
        onPopupScroll={onScroll}
        showSearch={{ filterOption: false, onSearch: setText }}
        loading={loading}
        placeholder={t(`search.${network}.${side}Placeholder`)}
        notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`ports.none.${network}`)} />}
        style={{ width: '100%' }}
      />
    </div>
  );
}
