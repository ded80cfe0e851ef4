import styled, { css, keyframes } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
}

/** Shared look of buttons and button-like links; `$variant` picks the colour scheme. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : $size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ $size }) => ($size === 'sm' ? '14px' : $size === 'lg' ? '28px' : '20px')};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${({ $size }) => ($size === 'sm' ? '14px' : '16px')};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color 0.2s,
    color 0.2s,
    border-color 0.2s,
    transform 0.2s;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'accent':
        return css`
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          &:hover {
            background: ${theme.colors.accentDark};
          }
        `;
      case 'outline':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover {
            background: ${theme.colors.primary};
            color: ${theme.colors.onPrimary};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          &:hover {
            background: rgba(15, 76, 92, 0.08);
          }
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryDark};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A button whose action is under way (aria-busy="true", set by the app or, before it is live,
 * by the app loader in langBoot.ts): the label gives way to a spinning ring drawn in CSS, so it
 * shows without JavaScript and needs no text; the button keeps its size and its name.
 */
export const busyStyles = css`
  &[aria-busy='true'] {
    position: relative;
    /* The label is hidden, its colour kept for the ring (currentColor). */
    -webkit-text-fill-color: transparent;
    cursor: progress;
  }
  &[aria-busy='true']::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 20px;
    height: 20px;
    margin: -10px 0 0 -10px;
    border: 2.5px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.7s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true']::after {
      animation-duration: 2s;
    }
  }
`;

export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
}>`
  ${buttonStyles}
  ${busyStyles}
`;

/** Round button holding one icon; give it an aria-label. */
export const IconButton = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  &:hover {
    background: rgba(127, 127, 127, 0.16);
  }
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;
