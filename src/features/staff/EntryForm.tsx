/**
 * The one form of the "Prices and rules" page: a season, a restriction, the cancellation policy
 * and the preview are each a list of fields described by data (its kind, label, hint, when it is
 * shown, when its value can be sent and the words when it cannot), and this form does the rest the
 * same way for all: the labels and the errors tied to their controls, the check before sending
 * with the focus on the first field found wrong, the busy button, the server's refusals in the
 * staff member's words (rateWords.termRefusal; a 400 on a field in that field's words), a question
 * the server's answer asks ("Save anyway" / "Cancel", the focus going to it and back to the
 * submit), the result said aloud, and the fields cleared after a save. An entry that already
 * exists is edited by starting the form from its values (`initial`).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isIsoDate } from '../../domain/dates';
import { ROOMS } from '../../domain/rooms';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { useAnnounce } from './ConsoleLayout';
import { Choice, describedBy, Field } from './formBits';
import { ratesTexts, type RatesTexts } from './rates.texts';
import { termRefusal, type Refusal } from './rateWords';
import { formatPrice, roomLabel } from './staffFormat';

/** The names of `V`'s values of type `T`. */
type NamesOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

/** Words that may depend on what the form holds (a most that follows the room type chosen). */
type Words<V> = string | ((values: V) => string);

/** The prices a season's form holds, per room type (its id): text as typed, citizen and foreign. */
export type PriceDraft = Record<string, { price: string; priceIntl: string }>;

export interface Option {
  value: string;
  label: string;
}

interface FieldRules<V> {
  /** Shown only while this holds (the rule's own number); a hidden field is neither checked nor sent. */
  shown?: (values: V) => boolean;
  /** Whether its value can be sent; absent: any (a number: a whole one from its min to its max). */
  valid?: (values: V) => boolean;
  /** Its words when it cannot, also when the server refuses this field (400 with its name). */
  error?: Words<V>;
  /** The field that gets the focus for this error, when not this one. */
  focus?: (values: V) => string;
}

/** A field of the form: `name` is its value's key and, after the form's id, its control's id. */
export type EntryField<V> = FieldRules<V> &
  (
    | { kind: 'text'; name: NamesOf<V, string>; label: string; maxLength: number }
    /** A date; `after`: the date field whose value is its earliest. */
    | { kind: 'date'; name: NamesOf<V, string>; label: string; after?: NamesOf<V, string> }
    /** A whole number typed; `max` may follow other fields. */
    | {
        kind: 'number';
        name: NamesOf<V, string>;
        label: string;
        hint?: Words<V>;
        min: number;
        max: number | ((values: V) => number);
      }
    /** A room type from the catalogue; with `all`, also "all room types" (null). */
    | { kind: 'room'; name: NamesOf<V, number | null>; label: string; all?: string }
    | { kind: 'select'; name: NamesOf<V, string>; label: string; options: readonly Option[] }
    /** Radio buttons under a legend. */
    | { kind: 'choice'; name: NamesOf<V, string>; legend: string; options: readonly Option[] }
    /** Each room type's two prices in so'm (citizen, foreign), its base prices under its name. */
    | {
        kind: 'roomPrices';
        name: NamesOf<V, PriceDraft>;
        lead: string;
        citizen: string;
        foreign: string;
        base: (prices: string) => string;
      }
  );

/** The fields in order; a group of them stands side by side where the screen is wide enough. */
export type EntryLayout<V> = readonly (EntryField<V> | readonly EntryField<V>[])[];

/** A question the server's refusal asks before the entry can be saved (a restriction over sold nights). */
export interface EntryQuestion {
  title: string;
  /** What the refusal found, shown between the title and the buttons. */
  details: ReactNode;
  yes: string;
  no: string;
  /** Said when the owner answers no. */
  cancelled: string;
}

/** What sending answered: a mutation's result ({ data } or { error: ApiProblem }). */
export type Sent = { data?: unknown; error?: unknown };

/**
 * A kind of entry described by data: its form's id and words, its fields, where it starts, what it
 * sends, what is said once it is saved and which fields are cleared then.
 */
export interface EntryKind<V, B> {
  /** The form's id: its controls' ids begin with it. */
  id: string;
  /** The form's heading (h3), which names it; or `labelledBy`, the id of what names it. */
  title?: string;
  labelledBy?: string;
  submit: string;
  fields: EntryLayout<V>;
  /** What the form starts from (and goes back to after a save): a new entry's defaults, or the entry edited. */
  initial: () => V;
  /** What is sent for these values. */
  body: (values: V) => B;
  /** Said once it is saved; nothing when absent. */
  done?: (body: B, forced: boolean) => string;
  /** The fields set back to `initial` after a save. */
  clears?: readonly (keyof V & string)[];
}

/** An entry's form: its kind, and what the page adds (the mutation, refusals that need what the page holds). */
export interface EntryFormProps<V, B> extends EntryKind<V, B> {
  /** Sends it: `force` once the owner answered yes to the server's question. */
  send: (body: B, force: boolean) => Promise<Sent>;
  /** The question a refusal asks, if it is one. */
  ask?: (problem: ApiProblem, body: B) => EntryQuestion | null;
  /** This entry's own words for a refusal (before the console's, termRefusal). */
  refusal?: (problem: ApiProblem, body: B) => Refusal | null;
}

/**
 * A term's nights, first to last, side by side (a season's, a restriction's): the last is judged
 * once the first is right, and may not come before it.
 */
export function nightFields<V extends { from: string; to: string }>(t: RatesTexts): readonly EntryField<V>[] {
  const from = 'from' as NamesOf<V, string>;
  const to = 'to' as NamesOf<V, string>;
  return [
    { kind: 'date', name: from, label: t.firstNight, valid: (v) => isIsoDate(v.from), error: t.nights.from },
    {
      kind: 'date',
      name: to,
      label: t.lastNight,
      after: from,
      valid: (v) => !isIsoDate(v.from) || (isIsoDate(v.to) && v.to >= v.from),
      error: t.nights.to,
    },
  ];
}

type Errors = Record<string, string>;

const wordsOf = <V,>(words: Words<V>, values: V): string => (typeof words === 'function' ? words(values) : words);

const isShown = <V,>(field: EntryField<V>, values: V): boolean => field.shown?.(values) ?? true;

/** Whether a field's value can be sent: its own rule, or for a number a whole one from its min to its max. */
function accepts<V>(field: EntryField<V>, values: V): boolean {
  if (field.valid) return field.valid(values);
  if (field.kind !== 'number') return true;
  const text = String((values as Record<string, unknown>)[field.name]).trim();
  const count = Number(text);
  const max = typeof field.max === 'function' ? field.max(values) : field.max;
  return text !== '' && Number.isInteger(count) && count >= field.min && count <= max;
}

/** The id of the control that takes the focus for a field: the first price for a room's prices. */
const controlId = (form: string, field: string, kind?: EntryField<unknown>['kind']): string =>
  kind === 'roomPrices' ? `${form}-${field}-${ROOMS[0]!.id}` : `${form}-${field}`;

/** The question: it takes the focus, so a screen reader reads it and the keyboard is at the choice. */
const QuestionBox = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow-wrap: anywhere;
  h4 {
    margin: 0;
    font-family: inherit;
    font-size: 17px;
    outline: none;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 4px;
  }
  .ref {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .choice {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

function Question({
  id,
  question,
  busy,
  onYes,
  onNo,
}: {
  id: string;
  question: EntryQuestion;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <QuestionBox role="group" aria-labelledby={id}>
      <h4 id={id} ref={heading} tabIndex={-1}>
        {question.title}
      </h4>
      {question.details}
      <div className="choice">
        <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={onYes}>
          {question.yes}
        </Button>
        <Button type="button" $variant="outline" disabled={busy} onClick={onNo}>
          {question.no}
        </Button>
      </div>
    </QuestionBox>
  );
}

/** One field's control(s), labelled, with its hint and its error tied to it. */
function Control<V>({
  form,
  field,
  values,
  error,
  set,
}: {
  form: string;
  field: EntryField<V>;
  values: V;
  error: string | undefined;
  set: (name: string, value: unknown) => void;
}) {
  const { language } = useLanguage();
  const id = `${form}-${field.name}`;
  const value = (values as Record<string, unknown>)[field.name];
  const invalid = error ? true : undefined;

  if (field.kind === 'choice')
    return (
      <Choice>
        <legend id={id}>{field.legend}</legend>
        <div className="options">
          {field.options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => set(field.name, option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </Choice>
    );

  if (field.kind === 'roomPrices') {
    const prices = value as PriceDraft;
    const errorId = `${id}-error`;
    return (
      <>
        <p className="muted">{field.lead}</p>
        {error && (
          <p className="problem" id={errorId}>
            {error}
          </p>
        )}
        {ROOMS.map((room) => (
          <fieldset key={room.id}>
            <legend>{roomLabel(room.id, language)}</legend>
            <p className="muted" id={`${id}-base-${room.id}`}>
              {field.base(`${formatPrice(room.price, language)} / ${formatPrice(room.priceIntl, language)}`)}
            </p>
            <div className="pair">
              {(['price', 'priceIntl'] as const).map((key) => {
                const inputId = key === 'price' ? `${id}-${room.id}` : `${id}-${room.id}-intl`;
                const roomPrices = prices[String(room.id)] ?? { price: '', priceIntl: '' };
                return (
                  <Field key={key} id={inputId} label={key === 'price' ? field.citizen : field.foreign}>
                    <input
                      id={inputId}
                      inputMode="numeric"
                      autoComplete="off"
                      value={roomPrices[key]}
                      onChange={(event) =>
                        set(field.name, { ...prices, [room.id]: { ...roomPrices, [key]: event.target.value } })
                      }
                      aria-invalid={invalid}
                      aria-describedby={[`${id}-base-${room.id}`, error ? errorId : ''].filter(Boolean).join(' ')}
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>
        ))}
      </>
    );
  }

  const hint = field.kind === 'number' && field.hint !== undefined ? wordsOf(field.hint, values) : undefined;
  const tied = { id, 'aria-invalid': invalid, 'aria-describedby': describedBy(id, hint !== undefined, error) };
  const text = typeof value === 'string' ? value : '';
  const typed = (event: { target: { value: string } }) => set(field.name, event.target.value);
  let control: ReactNode;
  switch (field.kind) {
    case 'text':
      control = <input {...tied} maxLength={field.maxLength} autoComplete="off" value={text} onChange={typed} />;
      break;
    case 'date': {
      const earliest = field.after ? (values as Record<string, unknown>)[field.after] : undefined;
      const min = typeof earliest === 'string' && earliest !== '' ? earliest : undefined;
      control = <input {...tied} type="date" value={text} min={min} onChange={typed} />;
      break;
    }
    case 'number':
      control = (
        <input
          {...tied}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={typeof field.max === 'function' ? field.max(values) : field.max}
          value={text}
          onChange={typed}
        />
      );
      break;
    case 'room':
      control = (
        <select
          {...tied}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => set(field.name, event.target.value === '' ? null : Number(event.target.value))}
        >
          {field.all !== undefined && <option value="">{field.all}</option>}
          {ROOMS.map((room) => (
            <option key={room.id} value={room.id}>
              {roomLabel(room.id, language)}
            </option>
          ))}
        </select>
      );
      break;
    case 'select':
      control = (
        <select {...tied} value={text} onChange={typed}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
  }
  return (
    <Field id={id} label={field.label} hint={hint} error={error}>
      {control}
    </Field>
  );
}

export function EntryForm<V extends object, B>(props: EntryFormProps<V, B>) {
  const { id, fields } = props;
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const [values, setValues] = useState<V>(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [asked, setAsked] = useState<{ body: B; question: EntryQuestion } | null>(null);
  // Answering "no" gives the focus back to the submit button once it is shown again.
  const refocus = useRef(false);

  const shown = fields.flat().filter((field) => isShown(field, values));
  // A question stands for the entry it was asked of: a changed field puts the plain submit back.
  const pending = asked && JSON.stringify(asked.body) === JSON.stringify(props.body(values)) ? asked : null;

  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));

  /** The server's refusal as the words of a field, or of the form when it names none shown here. */
  const refused = (problem: ApiProblem, body: B): Errors => {
    const said = props.refusal?.(problem, body) ?? termRefusal(problem, t, language);
    const field = shown.find((f) => f.name === (said ? said.field : problem.field));
    if (said) return field ? { [field.name]: said.words } : { form: said.words };
    return field?.error !== undefined ? { [field.name]: wordsOf(field.error, values) } : { form: t.failed };
  };

  const save = async (body: B, force: boolean) => {
    setSending(true);
    const result = await props.send(body, force);
    setSending(false);
    if (result.error) {
      const problem = result.error as ApiProblem;
      // A lost session shows the sign-in page: nothing to say here.
      if (problem.status === 401) return;
      const question = force ? null : (props.ask?.(problem, body) ?? null);
      if (question) {
        setErrors({});
        setAsked({ body, question });
        announce(question.title);
        return;
      }
      const found = refused(problem, body);
      setErrors(found);
      announce(Object.values(found)[0] ?? t.failed);
      return;
    }
    if (props.done) announce(props.done(body, force));
    setAsked(null);
    const clears = props.clears ?? [];
    if (clears.length > 0) {
      const start = props.initial();
      setValues((current) => ({ ...current, ...Object.fromEntries(clears.map((name) => [name, start[name]])) }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const field of shown)
      if (!accepts(field, values)) found[field.name] = wordsOf(field.error ?? t.failed, values);
    setErrors(found);
    const first = shown.find((field) => found[field.name]);
    if (first) {
      const target = first.focus?.(values) ?? first.name;
      const kind = shown.find((field) => field.name === target)?.kind;
      document.getElementById(controlId(id, target, kind))?.focus();
      return;
    }
    void save(props.body(values), false);
  };

  const cancel = () => {
    refocus.current = true;
    announce(pending?.question.cancelled ?? '');
    setAsked(null);
  };

  const control = (field: EntryField<V>) => (
    <Control key={field.name} form={id} field={field} values={values} error={errors[field.name]} set={set} />
  );

  return (
    <form noValidate aria-labelledby={props.title ? `${id}-title` : props.labelledBy} onSubmit={submit}>
      {props.title && <h3 id={`${id}-title`}>{props.title}</h3>}
      {fields.map((item, index) => {
        if (!Array.isArray(item)) return isShown(item as EntryField<V>, values) && control(item as EntryField<V>);
        const group = (item as readonly EntryField<V>[]).filter((field) => isShown(field, values));
        return (
          group.length > 0 && (
            <div className="pair" key={index}>
              {group.map(control)}
            </div>
          )
        );
      })}
      {errors.form && (
        <p className="problem" role="alert">
          {errors.form}
        </p>
      )}
      {pending ? (
        <Question
          id={`${id}-question`}
          question={pending.question}
          busy={sending}
          onYes={() => void save(pending.body, true)}
          onNo={cancel}
        />
      ) : (
        <div>
          <Button
            ref={(button) => {
              if (button && refocus.current) {
                refocus.current = false;
                button.focus();
              }
            }}
            type="submit"
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {props.submit}
          </Button>
        </div>
      )}
    </form>
  );
}
