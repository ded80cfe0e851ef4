import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { LANGUAGE_OPTIONS, toLang, type LanguageCode } from '../../shared/language/languages';
import { layoutTexts } from './layout.texts';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-weight: 600;
  font-size: 14px;
  svg {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Flag = styled.img`
  width: 22px;
  height: 15px;
  border-radius: 2px;
  object-fit: cover;
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12);
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 180px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  z-index: ${({ theme }) => theme.z.menu};
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  font-size: 15px;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  &[aria-checked='true'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The language dropdown (WAI-ARIA menu button with radio items): click or Enter/Space/ArrowDown
 * opens it, arrows/Home/End move, Enter/Space picks, Escape and Tab and an outside click close it.
 */
export function LanguageMenu({ compactLabel = true }: { compactLabel?: boolean }) {
  const t = useTexts(layoutTexts);
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const menuId = useId();
  const current = LANGUAGE_OPTIONS.find((o) => o.code === language) ?? LANGUAGE_OPTIONS[0]!;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  const openAt = (index: number) => {
    setActive((index + LANGUAGE_OPTIONS.length) % LANGUAGE_OPTIONS.length);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  const choose = (code: LanguageCode) => {
    close(true);
    // On /ru/… style addresses this rewrites the address (its owner), so a reload keeps it.
    if (code !== language) setLanguage(code);
  };

  const currentIndex = LANGUAGE_OPTIONS.indexOf(current);
  const shown = compactLabel ? current.code : current.label;
  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? currentIndex : LANGUAGE_OPTIONS.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = LANGUAGE_OPTIONS.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const option = LANGUAGE_OPTIONS[active];
        if (option) choose(option.code);
        break;
      }
      default:
    }
  };

  return (
    <Wrap ref={wrapRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The name begins with what the button shows (code or name), for voice control (WCAG 2.5.3).
        aria-label={t.chooseLanguage(shown, current.label)}
        onClick={() => (open ? close(false) : openAt(currentIndex))}
        onKeyDown={onToggleKeyDown}
      >
        {/* Low priority: React would otherwise preload it beside the page's main photo. */}
        <Flag src={current.flag} alt="" width={22} height={15} fetchPriority="low" />
        <span aria-hidden="true">{shown}</span>
        <ChevronDownIcon size={16} />
      </Toggle>
      {open && (
        <List id={menuId} role="menu" aria-label={t.language} onKeyDown={onMenuKeyDown}>
          {LANGUAGE_OPTIONS.map((option, index) => (
            <Option
              key={option.code}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              role="menuitemradio"
              aria-checked={option.code === language}
              lang={toLang(option.code)}
              tabIndex={index === active ? 0 : -1}
              onClick={() => choose(option.code)}
            >
              <Flag src={option.flag} alt="" width={22} height={15} />
              {option.label}
            </Option>
          ))}
        </List>
      )}
    </Wrap>
  );
}
