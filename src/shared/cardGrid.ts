import { css } from 'styled-components';

/**
 * A list laid out as a grid of cards at least `minPx` wide (one column on a narrow phone),
 * `gap` theme steps apart, with the list's own margin, padding and bullets removed.
 */
export function cardGrid(minPx: number, gap: number) {
  return css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minPx}px), 1fr));
    gap: ${({ theme }) => theme.space(gap)};
    margin: 0;
    padding: 0;
    list-style: none;
  `;
}
