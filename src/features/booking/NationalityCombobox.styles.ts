import styled from 'styled-components';
import { fieldBox } from '../../shared/fieldBox';
import { visuallyHidden } from '../../shared/visuallyHidden';
import { CountryFlag } from './CountryFlag';

/** The listbox and the status line open below the input. */
const popup = `
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  z-index: 10;
  margin: 0;
`;

export const Box = styled.div`
  position: relative;
  width: 100%;
`;

export const Input = styled.input`
  width: 100%;
  font: inherit;
  ${fieldBox}
  padding: 0 48px 0 44px;
  color: ${({ theme }) => theme.colors.text};
  text-overflow: ellipsis;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
`;

export const ValueFlag = styled(CountryFlag)`
  position: absolute;
  left: 12px;
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
`;

export const Toggle = styled.button`
  position: absolute;
  right: 0;
  top: 0;
  bottom: 0;
  width: 48px;
  min-height: 44px;
  display: grid;
  place-items: center;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Listbox = styled.ul`
  ${popup}
  max-height: min(320px, 50vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] {
    display: none;
  }
`;

export const Option = styled.li<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 12px;
  cursor: pointer;
  font-weight: ${({ $chosen }) => ($chosen ? 600 : 400)};
  color: ${({ theme }) => theme.colors.text};
  .name {
    flex: 1;
    min-width: 0;
  }
  .code {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Status = styled.div<{ $shown: boolean }>`
  ${({ $shown, theme }) =>
    $shown
      ? `${popup}
        padding: 12px;
        background: ${theme.colors.surface};
        color: ${theme.colors.textMuted};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.sm};
        box-shadow: ${theme.shadows.raised};`
      : visuallyHidden}
`;
