import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'min' | 'max'
>;

export interface NumberFieldProps extends InputProps {
  /** The count the owner holds. */
  value: number;
  min: number;
  max: number;
  /** A whole number from `min` up, typed or stepped: taken at once, so what depends on it follows the typing. */
  onValueChange: (value: number) => void;
  /**
   * The text as it stands (digits only, perhaps empty) when the guest leaves the field or presses
   * Enter: the owner applies its rule. Enter submits without a blur, so this runs before the submit.
   */
  onCommit: (text: string) => void;
}

/** Whether a key would type something other than a digit (shortcuts and named keys pass). */
function typesNonDigit(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * A count field that edits like a text field: while the guest types, the field keeps the text as
 * typed (empty or partly typed is fine; the owner's value is not written back over it), and the
 * owner's rule applies when the guest leaves the field or presses Enter. The browser's spinner
 * buttons and arrow keys step it as usual.
 */
export function NumberField({ value, min, max, onValueChange, onCommit, onKeyDown, ...rest }: NumberFieldProps) {
  // The text while the guest edits; null shows the owner's value.
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    setText(null);
    onCommit(text);
  };
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={text ?? String(value)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        setText(digits);
        if (digits !== '' && Number(digits) >= min) onValueChange(Number(digits));
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        else if (typesNonDigit(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
