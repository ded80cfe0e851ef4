import { css } from 'styled-components';

/** The box of every form control (text inputs, selects, the date and nationality fields): 48 px tall, bordered, 16 px text. */
export const fieldBox = css`
  min-height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 16px;
`;
