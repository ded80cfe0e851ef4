import type { ComponentProps } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../shared/Button';

/** Room under the page's end for the bar, so it never covers the last lines (below 768 px only). */
const BarSpace = createGlobalStyle`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    body { padding-bottom: calc(72px + env(safe-area-inset-bottom, 0px)); }
  }
`;

const Bar = styled.div<{ $shown: boolean }>`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    position: fixed;
    inset: auto 0 0 0;
    z-index: ${({ theme }) => theme.z.header - 1};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 72px;
    padding: 10px 16px calc(10px + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.12);
    transform: translateY(${({ $shown }) => ($shown ? '0' : '110%')});
    visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
    transition:
      transform 0.2s ease,
      visibility 0.2s;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
  p {
    margin: 0;
    line-height: 1.2;
  }
  .price {
    font-size: 20px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
  }
  .per {
    display: block;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    flex: none;
  }
`;

interface StickyBookBarProps {
  shown: boolean;
  /** The price per night, formatted, and its unit ("per night"). */
  price: string;
  perNight: string;
  label: string;
  /** The page's own Book now props (the same room, the same stay). */
  button: ComponentProps<typeof Button>;
}

/**
 * A phone's room page: once the page's own Book now has scrolled away, a bar at the bottom keeps
 * the price per night and Book now in view. Loaded the first time it is needed.
 */
export default function StickyBookBar({ shown, price, perNight, label, button }: StickyBookBarProps) {
  return (
    <>
      <BarSpace />
      <Bar $shown={shown} data-testid="sticky-book-bar" aria-hidden={!shown || undefined}>
        <p>
          <span className="price">{price}</span> <span className="per">{perNight}</span>
        </p>
        <Button $variant="accent" {...button} tabIndex={shown ? undefined : -1}>
          {label}
        </Button>
      </Bar>
    </>
  );
}
