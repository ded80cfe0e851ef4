import type { ReactNode } from 'react';
import ReactModal from 'react-modal';
import { createGlobalStyle } from 'styled-components';
import { useReducedMotion } from './useReducedMotion';

/**
 * The site's modal dialogs, on react-modal: labelled, focus kept inside and returned to the
 * opener on close, Escape and a click on the backdrop close it (unless told otherwise), and the
 * page behind does not scroll while it is open.
 */
export const DialogStyles = createGlobalStyle`
  .ReactModal__Body--open { overflow: hidden; }
  .dialog-overlay {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.z.modal};
    display: flex;
    align-items: flex-end;
    justify-content: center;
    background: ${({ theme }) => theme.colors.overlay};
    opacity: 0;
    transition: opacity 0.2s ease;
    @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
      align-items: center;
      padding: ${({ theme }) => theme.space(2)};
    }
  }
  .dialog-overlay.ReactModal__Overlay--after-open { opacity: 1; }
  .dialog-overlay.ReactModal__Overlay--before-close { opacity: 0; }
  .dialog-content {
    position: relative;
    width: 100%;
    max-height: 92vh;
    overflow: auto;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
    box-shadow: ${({ theme }) => theme.shadows.raised};
    outline: none;
    @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
      max-width: 560px;
      border-radius: ${({ theme }) => theme.radii.lg};
    }
  }
  .dialog-content.dialog-wide { @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) { max-width: 760px; } }
  .dialog-content.dialog-full {
    max-width: none;
    max-height: none;
    height: 100%;
    border-radius: 0;
    background: transparent;
    box-shadow: none;
    overflow: hidden;
  }
  .dialog-overlay.dialog-overlay-dark { background: rgba(5, 14, 17, 0.94); padding: 0; align-items: stretch; }
`;

export interface DialogProps {
  isOpen: boolean;
  onRequestClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy?: string;
  /** Or a name when the dialog shows none. */
  label?: string;
  size?: 'normal' | 'wide' | 'full';
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  /**
   * Milliseconds the closing fade lasts before react-modal unmounts. None for a visitor who asked
   * for less motion: with the fade off (src/shared/globalCss.ts) the dialog would vanish at once yet stay,
   * unseen, over the page for that long, taking its taps and keeping the focus.
   */
  closeTimeoutMS?: number;
  children: ReactNode;
  onAfterOpen?: () => void;
}

function appRoot(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : (document.getElementById('root') ?? undefined);
}

export function Dialog({
  isOpen,
  onRequestClose,
  labelledBy,
  label,
  size = 'normal',
  closeOnBackdrop = true,
  closeOnEscape = true,
  closeTimeoutMS = 200,
  children,
  onAfterOpen,
}: DialogProps) {
  const reducedMotion = useReducedMotion();
  return (
    <>
      <DialogStyles />
      <ReactModal
        isOpen={isOpen}
        onRequestClose={onRequestClose}
        onAfterOpen={onAfterOpen}
        aria={labelledBy ? { labelledby: labelledBy } : undefined}
        contentLabel={labelledBy ? undefined : label}
        shouldCloseOnOverlayClick={closeOnBackdrop}
        shouldCloseOnEsc={closeOnEscape}
        shouldReturnFocusAfterClose
        closeTimeoutMS={reducedMotion ? 0 : closeTimeoutMS}
        className={`dialog-content${size === 'wide' ? ' dialog-wide' : size === 'full' ? ' dialog-full' : ''}`}
        overlayClassName={`dialog-overlay${size === 'full' ? ' dialog-overlay-dark' : ''}`}
        // The rest of the app is hidden from assistive technology while a dialog is open.
        appElement={appRoot()}
        ariaHideApp={Boolean(appRoot())}
        parentSelector={() => document.body}
      >
        {children}
      </ReactModal>
    </>
  );
}
