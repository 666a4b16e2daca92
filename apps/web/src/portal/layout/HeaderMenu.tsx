import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import './headerMenu.css';

export interface HeaderMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** The language the label is written in. */
  lang?: string;
  /** Leads to this address instead of running `onSelect`. */
  href?: string;
  /** Makes the item one of a set of choices, this one chosen or not. */
  checked?: boolean;
  onSelect?: () => void;
}

interface HeaderMenuProps {
  /** Items, and 'divider' for a line between them. */
  items: (HeaderMenuItem | 'divider')[];
  icon: ReactNode;
  /** The button's accessible name when its text is absent or says something else. */
  ariaLabel?: string;
  /** Which edge of the button the menu lines up with; 'end' keeps it on screen at the header's right end. */
  align?: 'start' | 'end';
  children?: ReactNode;
}

const itemSelector = '[role^="menuitem"]';

/** Icons only decorate the labels: hidden from screen readers, so that an item is named by its text alone. */
function ItemIcon({ icon }: { icon: ReactNode }) {
  return icon ? (
    <span aria-hidden="true" className="portal-header-menu-icon">
      {icon}
    </span>
  ) : null;
}

/**
 * A button that opens a short menu below it (the ARIA menu button): arrow keys, Home and End move between the
 * items, Escape closes and returns to the button, Tab or a click elsewhere closes.
 */
export function HeaderMenu({ items, icon, ariaLabel, align = 'start', children }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const menuItems = [...(list.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
    (menuItems.find((item) => item.getAttribute('aria-checked') === 'true') ?? menuItems[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (item: HeaderMenuItem) => {
    close();
    item.onSelect?.();
  };

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const menuItems = [...event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)];
    const at = menuItems.indexOf(document.activeElement as HTMLElement);
    const last = menuItems.length - 1;
    const next = { ArrowDown: at < last ? at + 1 : 0, ArrowUp: at > 0 ? at - 1 : last, Home: 0, End: last }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      menuItems[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="portal-header-menu">
      <Button
        ref={button}
        id={buttonId}
        type="text"
        icon={icon}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </Button>
      {open && (
        <ul ref={list} id={menuId} role="menu" aria-labelledby={buttonId} className={`portal-header-menu-list portal-header-menu-${align}`} onKeyDown={moveFocus}>
          {items.map((item, index) =>
            item === 'divider' ? (
              <li key={`divider-${index}`} role="separator" className="portal-header-menu-divider" />
            ) : (
              <li key={item.key} role="none">
                {item.href ? (
                  <a href={item.href} role="menuitem" tabIndex={-1} lang={item.lang} className="portal-header-menu-item" onClick={() => setOpen(false)}>
                    <ItemIcon icon={item.icon} />
                    {item.label}
                  </a>
                ) : (
                  <button
                    type="button"
                    role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                    aria-checked={item.checked}
                    tabIndex={-1}
                    lang={item.lang}
                    className="portal-header-menu-item"
                    onClick={() => choose(item)}
                  >
                    <ItemIcon icon={item.icon} />
                    {item.label}
                  </button>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
