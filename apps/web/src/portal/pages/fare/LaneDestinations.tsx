import { Empty, Flex, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { laneHotPortsKey, lanesWithHotPorts, type ModuleType } from '../../api/ports';
import { useLanguage } from '../../../shared/useLanguage';
import { destinationLink } from '../../components/rates/routeLink';
import { portOption } from '../home/portOptions';
import type { ShipmentMode } from '../home/shipmentModes';
import { LanesPlaceholder } from './FarePlaceholders';

/** How many hot destinations a lane shows. */
const perLane = 12;

/** The trade lanes with hot destinations a module usually has, reserved while they load. */
const usualLanes: Record<ModuleType, number> = { ox: 7, rt: 3 };

/** Each trade lane of a module with its hot destinations, each opening the rate page with that destination chosen. */
export function LaneDestinations({ moduletype, mode }: { moduletype: ModuleType; mode: ShipmentMode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lanes = useQuery({ queryKey: laneHotPortsKey(moduletype, language), queryFn: () => lanesWithHotPorts(moduletype), retry: false });
  const withPorts = (lanes.data ?? []).filter(({ ports }) => ports.length > 0);

  if (lanes.isPending) return <LanesPlaceholder lanes={usualLanes[moduletype]} />;
  if (withPorts.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fare.noLanes')} />;
  return (
    <Flex vertical gap={12}>
      {withPorts.map(({ lane, ports }) => (
        <Flex key={lane.tradelanecode} vertical gap={4}>
          <Typography.Text strong>{lane.tradelanename || lane.tradelanecode}</Typography.Text>
          <Flex wrap gap={4}>
            {ports.slice(0, perLane).map((port) => (
              <Tag key={port.portcode}>
                <Link to={destinationLink(mode, portOption(port))}>{port.label || port.portcode}</Link>
              </Tag>
            ))}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
