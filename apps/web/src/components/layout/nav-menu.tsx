import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface NavMenuItem {
  label: string;
  to: string;
}

/**
 * A navigation drop-down built as a disclosure (a button that shows a list of links), the
 * pattern recommended for site navigation. Closes on Escape, outside click, focus leaving and
 * navigation.
 */
export function NavMenu({
  title,
  items,
  active = false,
}: {
  title: string;
  items: NavMenuItem[];
  active?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close after every navigation.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <li
      ref={rootRef}
      className={`nav-item dropdown${open ? ' show' : ''}`}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link dropdown-toggle${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
      </button>
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="dropdown-item" to={item.to}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
