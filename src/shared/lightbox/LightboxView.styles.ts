import styled, { createGlobalStyle, keyframes } from 'styled-components';

// Under reduced motion the lightbox appears and disappears without a fade.
export const LightboxMotion = createGlobalStyle`
  @media (prefers-reduced-motion: reduce) {
    .dialog-overlay.dialog-overlay-dark { transition: none; }
  }
`;

export const Frame = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: 100%;
  color: #fff;
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 8px 8px 8px 20px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 12px 16px 12px 32px;
  }
`;

export const Counter = styled.p`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
  letter-spacing: 0.06em;
  font-variant-numeric: tabular-nums;
`;

export const RoundButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  cursor: pointer;
  transition: background-color 0.2s;
  &:hover {
    background: rgba(255, 255, 255, 0.24);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.gold};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  padding: 0 12px;
  /* The lightbox reads the gestures itself: no page scroll or zoom steals them. */
  touch-action: none;
  user-select: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 0 88px;
  }
`;

export const SideButton = styled(RoundButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  z-index: 1;
  transform: translateY(-50%);
  background: rgba(5, 14, 17, 0.55);
  &:hover {
    background: rgba(5, 14, 17, 0.8);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    ${({ $side }) => $side}: 24px;
    width: 56px;
    height: 56px;
    background: rgba(255, 255, 255, 0.12);
    &:hover {
      background: rgba(255, 255, 255, 0.24);
    }
  }
`;

export const Figure = styled.figure<{ $animate: boolean }>`
  position: relative;
  margin: 0;
  max-width: 100%;
  max-height: 100%;
  transition: ${({ $animate }) => ($animate ? 'transform 0.28s cubic-bezier(0.2, 0.9, 0.3, 1.15), opacity 0.28s ease' : 'none')};
  cursor: pointer;
  picture {
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: 0 20px 60px rgba(0, 0, 0, 0.45);
  }
  img {
    -webkit-user-drag: none;
  }
`;

export const spin = keyframes`to { transform: rotate(360deg); }`;

export const Status = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 10px;
  padding: 16px;
  text-align: center;
  color: #fff;
  pointer-events: none;
  svg.spinning {
    animation: ${spin} 0.9s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    svg.spinning {
      animation: none;
    }
  }
  p {
    margin: 0;
    max-width: 32ch;
  }
  p + p {
    font-size: 14px;
    color: rgba(255, 255, 255, 0.82);
  }
`;

export const ErrorBox = styled.div`
  position: relative;
  display: block;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.2);
`;

export const Caption = styled.p`
  margin: 0;
  min-height: 64px;
  padding: 12px 20px 20px;
  text-align: center;
  font-size: 15px;
  line-height: 1.4;
  color: rgba(255, 255, 255, 0.9);
`;

/** Keeps the neighbours' files loading off-screen, so the next photo shows at once. */
export const Preload = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
  overflow: hidden;
  opacity: 0;
  pointer-events: none;
`;
