import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What the overview's lists show while they load: rows laid out as the real ones, with text of the usual length
 * hidden behind grey bars, so each card takes about its final height at once and nothing below it moves when the
 * rows arrive (the cards fill in after the page has shown).
 */

/** The featured routes a rail mode usually has. */
const usualRoutes = 6;

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Hidden text of the usual length, wrapping as the real text would. */
const Bar = ({ children }: { children: string }) => <span className="fare-placeholder">{children}</span>;

/** A name's place, `width` wide. */
const NameBar = ({ width }: { width: string }) => <span className="fare-placeholder" style={{ display: 'inline-block', width }}>{'\u00a0'}</span>;

export function RoutesPlaceholder() {
  const { t } = useTranslation();
  const summary = `${t('fare.from')} USD 000 / CBM · ${t('fare.departures', { n: 4 })} · ${t('fare.nextDeparture')} 2026.01.01`;
  return (
    <ul style={listStyle} aria-hidden>
      {Array.from({ length: usualRoutes }, (_, i) => (
        <li key={i} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Flex vertical>
              <Typography.Text strong><NameBar width="8em" /></Typography.Text>
              <Typography.Text type="secondary"><Bar>{summary}</Bar></Typography.Text>
            </Flex>
            <span style={{ whiteSpace: 'nowrap' }}><Bar>{t('fare.viewRates')}</Bar></span>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

export function LanesPlaceholder({ lanes }: { lanes: number }) {
  return (
    <Flex vertical gap={12} aria-hidden>
      {Array.from({ length: lanes }, (_, i) => (
        <Flex key={i} vertical gap={4}>
          <Typography.Text strong><NameBar width="5em" /></Typography.Text>
          <Flex wrap gap={4}>
            <Tag><NameBar width="8em" /></Tag>
            <Tag><NameBar width="7em" /></Tag>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
