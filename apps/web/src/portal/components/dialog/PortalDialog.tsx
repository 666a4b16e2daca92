import { Modal, type ModalProps } from 'antd';
import { useCardLayout } from '../../device/useCardLayout';
import './portalDialog.css';

/**
 * The portal's dialog: Ant Design's Modal at its width on a desktop, a full-screen sheet below the mobile breakpoint
 * (portal.md §9), where a centred box would leave a phone a sideways scroll. The same breakpoint as the lists' cards.
 */
export function PortalDialog({ rootClassName, ...props }: ModalProps) {
  const mobile = useCardLayout();
  return <Modal {...props} width={mobile ? '100%' : props.width} rootClassName={mobile ? `portal-dialog-sheet ${rootClassName ?? ''}`.trim() : rootClassName} />;
}
