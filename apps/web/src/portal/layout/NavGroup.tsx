import { useId, useRef, useState, type DOMAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { NavMode } from './navigation';

interface NavGroupProps {
  label: ReactNode;
  /** Names the group when its label is only an icon. */
  ariaLabel?: string;
  /** The current page is one of its destinations. */
  current: boolean;
  mode: NavMode;
  /** Kept out of the header's row (see NavMenu). */
  folded?: boolean;
  /** The `<li>`s of its list. */
  children: ReactNode;
}

/**
 * A navigation heading that shows its destinations: in the header they drop down on hover or click and close on
 * leaving, Escape or choosing; in the drawer they unfold in place.
 */
export function NavGroup({ label, ariaLabel, current, mode, folded = false, children }: NavGroupProps) {
  const { pathname } = useLocation();
  // Remembering where it was opened closes it again after every navigation.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : undefined);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const dropDown = mode === 'horizontal';

  const dropDownEvents: DOMAttributes<HTMLLIElement> = {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      button.current?.focus();
    },
  };
  // Choosing the page already shown changes no route, so that closes it by hand.
  const closeOnChoice = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <li className={folded ? 'portal-nav-group portal-nav-folded' : 'portal-nav-group'} {...(dropDown ? dropDownEvents : {})}>
      <button
        ref={button}
        type="button"
        className={current ? 'portal-nav-item portal-nav-current' : 'portal-nav-item'}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // A pointer has opened the drop-down on hover already: its click must not close it. Keys (detail 0) toggle.
        onClick={(event) => setOpen(dropDown && event.detail > 0 ? true : !open)}
      >
        {label}
        {!dropDown && <span className="portal-nav-arrow" />}
      </button>
      {open && (
        <div className="portal-nav-popup">
          <ul id={listId} className="portal-nav-sublist" onClick={dropDown ? closeOnChoice : undefined}>
            {children}
          </ul>
        </div>
      )}
    </li>
  );
}
