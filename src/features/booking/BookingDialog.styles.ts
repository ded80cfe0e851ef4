import styled from 'styled-components';
import { fieldBox } from '../../shared/fieldBox';

/**
 * The form as three rows: its heading with the room, the fields (which scroll), and a footer with
 * the total and the buttons that stays in view on every screen. It is as tall as the dialog may be.
 */
export const Body = styled.form`
  display: flex;
  flex-direction: column;
  max-height: 92vh;
  max-height: 92dvh;
  > header {
    flex: none;
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  }
  h2 {
    margin: 0;
    font-size: 24px;
  }
  .room {
    margin: 4px 0 0;
    font-weight: 600;
  }
  .rate {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
  }
  .rate strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    > header {
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} 4px;
    }
    h2 {
      font-size: 21px;
    }
    .rate {
      font-size: 14px;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    h2 {
      font-size: 28px;
    }
  }
`;

/**
 * The fields: the part of the form that scrolls when the screen is short (a div, not the
 * fieldset inside it: a fieldset does not shrink as a flex item and would spill under the footer).
 */
export const Fields = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  fieldset {
    min-width: 0;
    margin: 0;
    border: 0;
    padding: 0;
  }
  overscroll-behavior: contain;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

/** The total and the buttons, under the fields and always in view. */
export const Footer = styled.div`
  flex: none;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: 12px ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  }
`;

export const Grid = styled.div`
  display: grid;
  /* minmax(0, …): a field's own minimum width (an input's default size) never widens the dialog. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
  label,
  .label {
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .optional {
    font-weight: 400;
  }
  > input {
    width: 100%;
    ${fieldBox}
    padding: 0 12px;
  }
  > input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 14px;
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
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
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  button {
    display: grid;
    place-items: center;
    ${fieldBox}
    padding: 0;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Quote = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 12px;
  }
  /* A sum is never broken over two lines: on a narrow phone it moves under its label whole. */
  .total {
    margin-top: 6px;
    font-size: 20px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  .total span:last-child {
    white-space: nowrap;
  }
  /* The owner's cancellation policy dated for the stay, under the total. */
  .policy {
    margin-top: 6px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const Success = styled.div`
  max-height: 92vh;
  max-height: 92dvh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  .mark {
    display: inline-grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }
  .mark {
    background: #e3f1ec;
    color: #1e6b52;
    margin-bottom: 8px;
  }
  h2 {
    font-size: 28px;
    margin: 0 0 4px;
  }
  .number {
    margin: 0;
    font-family: monospace;
    font-size: 17px;
    font-weight: 700;
    word-break: break-all;
  }
  .next {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding: 0;
    list-style: none;
    text-align: start;
  }
  .next li {
    position: relative;
    padding-inline-start: 18px;
    margin-top: 6px;
  }
  .next li::before {
    content: '•';
    position: absolute;
    inset-inline-start: 4px;
  }
  .next li::before {
    color: ${({ theme }) => theme.colors.accent};
  }
  .contacts {
    margin-top: ${({ theme }) => theme.space(2)};
    justify-content: center;
  }
  .contacts p {
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .done {
    display: flex;
    gap: 12px;
    justify-content: center;
    align-items: center;
    flex-wrap: wrap;
  }
  /*
   * OK and My requests stay at the popup's bottom edge while the text scrolls under them: OK has the
   * focus, and a focused button out of view would scroll the popup down to it, past its title.
   */
  .done {
    position: sticky;
    bottom: calc(-1 * ${({ theme }) => theme.space(3)});
    margin: ${({ theme }) => theme.space(3)} calc(-1 * ${({ theme }) => theme.space(3)})
      calc(-1 * ${({ theme }) => theme.space(3)});
    padding: 12px ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .done a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  /* A phone: the check mark and the gaps shrink, so OK is in the first screen at 360 × 640. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space(2)};
    .mark {
      width: 40px;
      height: 40px;
      margin-bottom: 4px;
    }
    .mark svg {
      width: 24px;
      height: 24px;
    }
    h2 {
      font-size: 24px;
    }
    .next li {
      margin-top: 4px;
    }
    .done {
      bottom: calc(-1 * ${({ theme }) => theme.space(2)});
      margin: ${({ theme }) => theme.space(2)} calc(-1 * ${({ theme }) => theme.space(2)})
        calc(-1 * ${({ theme }) => theme.space(2)});
      padding: 12px ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
    }
  }
`;

export const Notice = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #e3f1ec;
  color: #1e4d3d;
  overflow-wrap: anywhere;
`;

/** The line beside Confirm: sending the request accepts the privacy notice (its link opens a new tab). */
export const Consent = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: 14px;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: right;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
