import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT.ts';
import { sessionState } from '../state/sessionState.ts';
import { AdminIcon, ChevronDownIcon, LogoutIcon, UserIcon } from '../ui/icons.tsx';
import { displayName } from './displayName.ts';
import { endSession } from './session.ts';
import { useAccess } from './useAccess.ts';

/**
 * The user button of the top bar and its menu (WAI-ARIA menu button): Enter, Space or ArrowDown
 * opens it with focus on the first item, Escape closes it and returns focus to the button.
 */
export function UserMenu() {
  const t = useT();
  const { user } = useSnapshot(sessionState);
  const { role, authDisabled, abilities } = useAccess();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = authDisabled ? t('topBar.authDisabledUser') : displayName(user);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      (e.key === 'Home' ? items[0] : items.at(-1))?.focus();
    }
  };

  const Icon = abilities.has('seeAdminLogo') ? AdminIcon : UserIcon;
  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        className="user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('topBar.userMenu', { name })}
        data-testid="user-menu-button"
        data-admin-icon={abilities.has('seeAdminLogo') ? 'true' : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        <Icon />
        <span className="user-name">{name}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" className="menu-popup" onKeyDown={onMenuKey}>
          <div className="menu-caption" role="presentation">
            {t(`roles.${role}`)}
          </div>
          {!authDisabled && (
            <button
              role="menuitem"
              className="menu-item"
              tabIndex={-1}
              onClick={() => {
                close(false);
                endSession({ remote: true });
              }}
            >
              <LogoutIcon />
              <span>{t('topBar.logout')}</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
