import { Button } from 'antd';
import { menuIcon } from '../../layout/sidebar/menuIcons';
import { useOpenMenu } from '../../layout/useOpenMenu';
import type { MenuEntry } from '../../router/pageRoute';

/** Menu entries as a grid of buttons that open them. */
export function MenuTiles({ entries }: { entries: readonly MenuEntry[] }) {
  const openMenu = useOpenMenu();
  return (
    <div className="menu-tiles" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {entries.map((entry) => (
        <Button key={entry.path} size="large" icon={menuIcon(entry.icon)} onClick={() => openMenu(entry)}>
          {entry.title}
        </Button>
      ))}
    </div>
  );
}
