import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './BookingDialog.styles';

/** How the dialog wires one field: its element id, whether it holds the problem, and that problem's text. */
export interface FieldWiring {
  id: string;
  invalid: boolean;
  /** The problem's text when this field holds it. */
  error: string | null;
}

/** The id of a field's error message, for its `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;

/** The `aria-describedby` a field carries: its error message while it has one. */
export const describedBy = (wiring: FieldWiring) => (wiring.invalid ? errorId(wiring.id) : undefined);

interface FormFieldProps {
  wiring: FieldWiring;
  label: ReactNode;
  /** An id for the label, for a control that names itself by it (the country list). */
  labelId?: string;
  /** Spans both columns on a wide screen. */
  wide?: boolean;
  children: ReactNode;
}

/** One field of the booking form: its label, its control (the children) and its error message when it has one. */
export function FormField({ wiring, label, labelId, wide, children }: FormFieldProps) {
  return (
    <Field className={wide ? 'wide' : undefined}>
      <label id={labelId} htmlFor={wiring.id}>
        {label}
      </label>
      {children}
      {wiring.invalid && wiring.error !== null && (
        <p className="error" id={errorId(wiring.id)}>
          {wiring.error}
        </p>
      )}
    </Field>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface TextFieldProps extends TextInputProps {
  wiring: FieldWiring;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
}

/** A plain text field of the booking form (names, email). */
export function TextField({ wiring, label, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <FormField wiring={wiring} label={label}>
      <input
        {...input}
        id={wiring.id}
        value={value}
        aria-invalid={wiring.invalid || undefined}
        aria-describedby={describedBy(wiring)}
        onChange={(e) => onValueChange(e.target.value)}
      />
    </FormField>
  );
}
