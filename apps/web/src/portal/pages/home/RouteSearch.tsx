import { useState, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { useFeedback } from '../../providers/feedbackContext';
import { PortPicker } from './PortPicker';
import type { PortOption } from './portOptions';
import { missingPort, searchLocation, type PortRoute } from './searchQuery';
import { networkOf, type ShipmentMode } from './shipmentModes';

interface RouteSearchProps {
  mode: ShipmentMode;
  initial?: PortRoute;
  /** Runs the search in place (a rate page); without it the search opens the mode's rate page. */
  onSearch?: (pol: PortOption, pod: PortOption) => void;
  /** Enter in the destination box searches too. */
  searchOnEnter?: boolean;
  /** More search fields, shown before the search button. */
  children?: ReactNode;
}

/** The loading point, the destination, a swap between them and the search that opens the mode's rate page. */
export function RouteSearch({ mode, initial, onSearch, searchOnEnter = false, children }: RouteSearchProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { isAnonymous } = useSession();
  const [route, setRoute] = useState<PortRoute>(initial ?? {});
  const network = networkOf(mode);
  const loadingId = `${mode}-loading`;
  const destinationId = `${mode}-destination`;

  const search = () => {
    const missing = missingPort(route);
    if (missing) {
      message.warning(t(`search.required.${missing}`));
      return;
    }
    if (!route.pol || !route.pod) return;
    if (onSearch) onSearch(route.pol, route.pod);
    else void navigate(searchLocation(mode, route.pol, route.pod, isAnonymous));
  };

  return (
    <Flex gap={12} align="flex-end" wrap>
      <Flex vertical gap={4} style={{ flex: '1 1 220px' }}>
        <label htmlFor={loadingId} className="portal-field-label">
          {t(`search.${network}.loading`)}
        </label>
        <PortPicker id={loadingId} mode={mode} side="loading" value={route.pol} onChange={(pol) => setRoute((r) => ({ ...r, pol }))} />
      </Flex>
      <Button
        shape="circle"
        icon={<SwapOutlined />}
        aria-label={t('search.swap')}
        title={t('search.swap')}
        onClick={() => setRoute(({ pol, pod }) => ({ pol: pod, pod: pol }))}
      />
      <Flex vertical gap={4} style={{ flex: '1 1 220px' }}>
        <label htmlFor={destinationId} className="portal-field-label">
          {t(`search.${network}.destination`)}
        </label>
        <PortPicker
          id={destinationId}
          mode={mode}
          side="destination"
          value={route.pod}
          onChange={(pod) => setRoute((r) => ({ ...r, pod }))}
          onEnter={searchOnEnter ? search : undefined}
        />
      </Flex>
      {children}
      <Button type="primary" icon={<SearchOutlined />} onClick={search}>
        {t('search.submit')}
      </Button>
    </Flex>
  );
}
