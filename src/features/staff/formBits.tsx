import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { fieldBox } from '../../shared/fieldBox';

/**
 * A form shown inside a page's section (a room's edit, a stay's move): a tinted panel, its fields
 * in pairs that wrap on a phone, its buttons in a row, and its refusal in the danger colour.
 */
export const formPanel = css`
  display: grid;
  gap: 10px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    gap: 10px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    margin: 0;
  }
`;

/** A colour key above a chart or a calendar: swatches with their words, wrapping on a phone. */
export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 14px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Box = styled.div`
  display: grid;
  gap: 4px;
  align-content: start;
  min-width: 0;
  label,
  .label {
    font-weight: 600;
    font-size: 15px;
  }
  /* The field's own control; a date field (src/shared/dates) styles its input itself. */
  > input:not([type='radio']):not([type='checkbox']),
  > select,
  > textarea {
    ${fieldBox}
    width: 100%;
    /* A native date input's own width never pushes its column wider than the screen. */
    min-width: 0;
    padding: 0 10px;
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    padding: 10px;
    min-height: 96px;
    resize: vertical;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  .hint {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
  .error {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * A labelled form field: the control (with `id`) comes as the child; its hint is `${id}-hint` and
 * its error `${id}-error`, for the control's aria-describedby.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Box className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Box>
  );
}

/** The ids a control's aria-describedby names: its hint and its error, when shown. */
export function describedBy(id: string, hint: boolean, error: string | null | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A group of radio buttons with a visible legend. */
export const Choice = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: 15px;
    padding: 0;
    margin-bottom: 4px;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
