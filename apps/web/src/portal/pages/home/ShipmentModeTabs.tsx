import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shipmentModes, type ShipmentMode } from './shipmentModes';

interface ShipmentModeTabsProps {
  mode: ShipmentMode;
  onChange: (mode: ShipmentMode) => void;
  /** The chosen mode's panel. */
  children: ReactNode;
}

/** One tab per kind of shipment over the chosen one's panel. Arrow keys, Home and End move and choose at once. */
export function ShipmentModeTabs({ mode, onChange, children }: ShipmentModeTabsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const tabId = (key: ShipmentMode) => `${idPrefix}-${key}-tab`;
  const panelId = `${idPrefix}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = shipmentModes.indexOf(mode);
    const last = shipmentModes.length - 1;
    const next = { ArrowRight: at < last ? at + 1 : 0, ArrowLeft: at > 0 ? at - 1 : last, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(shipmentModes[next]);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <>
      <div role="tablist" className="portal-tabs" onKeyDown={move}>
        {shipmentModes.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={key === mode}
            aria-controls={panelId}
            tabIndex={key === mode ? 0 : -1}
            className="portal-tab"
            onClick={() => onChange(key)}
          >
            {t(`mode.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mode)}>
        {children}
      </div>
    </>
  );
}
