import { NumberField } from '../../shared/NumberField';
import { MinusIcon, PlusIcon } from '../../shared/icons';
import { normaliseUnits } from './bookingDialogSlice';
import { describedBy, FormField, type FieldWiring } from './BookingFormField';
import { Stepper } from './BookingDialog.styles';

interface UnitsStepperProps {
  wiring: FieldWiring;
  label: string;
  /** The buttons' names: one room fewer, one room more. */
  fewer: string;
  more: string;
  value: number;
  min: number;
  max: number;
  /** What the count means (guests it sleeps, per room, free rooms), read with the field. */
  hint: string;
  onChange: (units: number) => void;
}

/** The rooms count of a group request: − [n] +, with its hint under it. */
export function UnitsStepper({ wiring, label, fewer, more, value, min, max, hint, onChange }: UnitsStepperProps) {
  const hintId = `${wiring.id}-hint`;
  const described = [hintId, describedBy(wiring)].filter(Boolean).join(' ');
  return (
    <FormField wiring={wiring} label={label}>
      <Stepper>
        <button
          type="button"
          aria-label={fewer}
          aria-controls={wiring.id}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <MinusIcon size={20} />
        </button>
        <NumberField
          id={wiring.id}
          min={min}
          max={max}
          value={value}
          aria-invalid={wiring.invalid || undefined}
          aria-describedby={described}
          onValueChange={onChange}
          onCommit={(text) => {
            const units = normaliseUnits(text);
            if (units !== value) onChange(units);
          }}
        />
        <button
          type="button"
          aria-label={more}
          aria-controls={wiring.id}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <PlusIcon size={20} />
        </button>
      </Stepper>
      <p className="hint" id={hintId}>
        {hint}
      </p>
    </FormField>
  );
}
