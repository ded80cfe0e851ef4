import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';
import { type ButtonStyleProps, buttonStyles, Container } from '../../shared/Button';

export const Photos = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(4, 1fr);
  margin-bottom: ${({ theme }) => theme.space(4)};
  button {
    padding: 0;
    border: 0;
    background: none;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    cursor: zoom-in;
    display: block;
    width: 100%;
  }
  button:first-child {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 2fr 1fr 1fr;
    grid-template-rows: repeat(2, auto);
    button:first-child {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
    button:first-child picture {
      height: 100%;
    }
  }
`;

/**
 * The booking panel comes first in the page's order, as phones show it (right under the photos),
 * and wide screens place it in the right-hand column. A phone paints the page while its HTML is
 * still arriving: were the panel later in the HTML and moved up by CSS, it would push the text
 * already shown down the screen when it arrived (a layout shift Lighthouse measured at 0.08).
 */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 1fr 340px;
    align-items: start;
    > * {
      grid-row: 1;
    }
    > aside {
      grid-column: 2;
    }
  }
  section {
    margin-bottom: ${({ theme }) => theme.space(5)};
  }
  h2 {
    font-size: 30px;
  }
  .hotel {
    margin: 0 0 8px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    font-size: 13px;
  }
  .desc {
    font-size: 18px;
    max-width: 65ch;
  }
`;

export const Bullets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 8px 24px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    margin-top: 2px;
  }
`;

export const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
`;

export const Notes = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  li {
    margin: 4px 0;
  }
`;

export const Extras = styled.ul`
  ${cardGrid(280, 2)}
  > li {
    padding: ${({ theme }) => theme.space(2.5)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 17px;
    font-weight: 700;
    margin: 0 0 4px;
  }
  .price {
    margin: 0 0 12px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 20px;
  }
  .price span {
    font-weight: 400;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul li {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 32px;
  }
  ul svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  .note {
    margin: 10px 0 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 15px;
    font-weight: 700;
    margin: 0 0 6px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 34px;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Panel = styled.aside`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: sticky;
    top: ${({ theme }) => theme.header.desktop + 16}px;
  }
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  .price {
    margin: 0;
    font-size: 30px;
    line-height: 1.2;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  .per {
    display: block;
    font-size: 16px;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .rule,
  .intl,
  .stay,
  .group {
    margin: 4px 0 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .stay,
  .group {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  .group {
    margin-top: 12px;
  }
  .policy {
    margin: 12px 0;
    font-size: 14px;
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.text};
  }
  .policy p {
    margin: 0 0 4px;
  }
  button {
    width: 100%;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export const NotFoundBox = styled(Container)`
  padding-top: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  h1 {
    font-size: 40px;
  }
`;

export const AllRooms = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
