import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles, IconButton } from '../../shared/Button';
import { CloseIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { useFocusTrap, useScrollLock } from '../../shared/useFocusTrap';
import { LanguageMenu } from './LanguageMenu';
import { layoutTexts, SECTION_IDS } from './layout.texts';
import { useLocalizedPath } from '../../shared/navigation';
import { SectionLink } from './SectionLink';

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    opacity 0.25s,
    visibility 0.25s;
  z-index: ${({ theme }) => theme.z.menu};
`;

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: 80%;
  max-width: ${({ theme }) => theme.breakpoints.xs}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform 0.3s ease,
    visibility 0.3s;
  overflow-y: auto;
  z-index: ${({ theme }) => theme.z.menu + 1};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 24px;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: 18px;
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const BookNow = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  width: 100%;
`;

/** The mobile menu: a panel from the right over a dimmed backdrop, keeping focus inside while open. */
export function MobileMenu({
  open,
  onClose,
  id,
  showRequests = false,
}: {
  open: boolean;
  onClose: () => void;
  id: string;
  showRequests?: boolean;
}) {
  const t = useTexts(layoutTexts);
  const localized = useLocalizedPath();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  useScrollLock(open);

  return (
    <>
      <Backdrop $open={open} onClick={onClose} data-testid="menu-backdrop" aria-hidden="true" />
      <Panel
        ref={panelRef}
        id={id}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label={t.menu}
        aria-hidden={!open}
        inert={!open}
        tabIndex={-1}
      >
        <PanelHead>
          <h2>{t.menu}</h2>
          <IconButton onClick={onClose} aria-label={t.closeMenu}>
            <CloseIcon />
          </IconButton>
        </PanelHead>
        <nav aria-label={t.mainNav}>
          <Links>
            {SECTION_IDS.map((sectionId) => (
              <li key={sectionId}>
                <SectionLink id={sectionId} onNavigate={onClose}>
                  {t.sections[sectionId]}
                </SectionLink>
              </li>
            ))}
            {showRequests && (
              <li>
                <Link to={localized('/my-requests')} onClick={onClose}>
                  {t.myRequests}
                </Link>
              </li>
            )}
          </Links>
        </nav>
        <LanguageMenu compactLabel={false} />
        <BookNow to={localized('/rooms')} $variant="accent" onClick={onClose}>
          {t.bookNow}
        </BookNow>
      </Panel>
    </>
  );
}
