import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import './list.css';

export interface ActionIconProps {
  /** What the action does: the tooltip and the button's accessible name. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}

/** One row action as an icon with its name in a tooltip, so a row's actions stay narrow in every language. */
export function ActionIcon({ label, icon, onClick, danger }: ActionIconProps) {
  return (
    <Tooltip title={label}>
      <Button type="link" size="small" className="action-icon" aria-label={label} icon={icon} danger={danger} onClick={onClick} />
    </Tooltip>
  );
}
