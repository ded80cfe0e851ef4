import styled from 'styled-components';
import { fieldBox } from '../../shared/fieldBox';

export const Body = styled.form`
  padding: ${({ theme }) => theme.space(3)};
  header { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
  h2 { margin: 0; font-size: 28px; }
  .room { margin: 4px 0 0; font-weight: 600; }
  .rate { margin: 2px 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 15px; }
  .rate strong { color: ${({ theme }) => theme.colors.primary}; }
`;

export const Grid = styled.div`
  display: grid;
  /* minmax(0, …): a field's own minimum width (an input's default size) never widens the dialog. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide { grid-column: 1 / -1; }
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
  label, .label { font-size: 14px; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  .optional { font-weight: 400; }
  > input {
    width: 100%;
    ${fieldBox}
    padding: 0 12px;
  }
  > input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger}; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.danger}; font-size: 14px; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 14px; }
`;

/** The rooms count: − [n] +, each button as tall as a field and at least 44 px wide. */
export const Stepper = styled.div`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) 48px;
  gap: 8px;
  input {
    width: 100%;
    ${fieldBox}
    padding: 0 12px;
    text-align: center;
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger}; }
  button {
    display: grid;
    place-items: center;
    ${fieldBox}
    padding: 0;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; }
  button:disabled { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; opacity: 0.6; }
`;

export const Quote = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  p { margin: 0; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 12px; }
  /* A sum is never broken over two lines: on a narrow phone it moves under its label whole. */
  .total { margin-top: 6px; font-size: 20px; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
  .total span:last-child { white-space: nowrap; }
`;

export const Failure = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const Success = styled.div`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  text-align: center;
  .mark { display: inline-grid; place-items: center; width: 64px; height: 64px; border-radius: 50%; background: #e3f1ec; color: #1e6b52; margin-bottom: 12px; }
  h2 { font-size: 30px; }
  .number { font-family: monospace; color: ${({ theme }) => theme.colors.textMuted}; word-break: break-all; }
  div { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; margin-top: ${({ theme }) => theme.space(3)}; }
  a { display: inline-flex; align-items: center; min-height: 44px; }
`;

export const Notice = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #e3f1ec;
  color: #1e4d3d;
  overflow-wrap: anywhere;
`;
