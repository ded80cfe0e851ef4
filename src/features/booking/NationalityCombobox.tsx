import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTexts } from '../../shared/i18n';
import { CheckIcon, ChevronDownIcon } from '../../shared/icons';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { CountryFlag } from './CountryFlag';
import type { CountryOption } from './countries';
import { fieldsTexts } from './fields.texts';
import { flagUrl } from './flags';
import { countryData, useCountries, type Countries } from './loadCountries';
import { Box, Input, ValueFlag, Toggle, Listbox, Option, Status } from './NationalityCombobox.styles';

export interface NationalityValue {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  /** The country's name as the guest saw it. */
  label: string;
}

export interface NationalityComboboxProps {
  id: string;
  /** Id of the visible label; without it, a <label htmlFor={id}> names the input. */
  labelId?: string;
  value: NationalityValue | null;
  onChange: (value: NationalityValue | null) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/** Options a Page Up or Page Down moves by. */
const PAGE = 10;
/** No options: the list is closed and nothing is typed. */
const NO_OPTIONS: readonly CountryOption[] = [];

/**
 * The nationality field: an editable combobox with a listbox popup (WAI-ARIA 1.2, list
 * autocomplete with the first match highlighted). Typing filters by name (in any of the site's
 * languages) or code; arrows, Page Up/Down, Home and End move through the open list; Enter, Tab or
 * a click picks; Escape closes the list, or clears the field when the list is closed. Leaving the
 * field keeps a typed name that names a country, clears an emptied field and otherwise restores
 * the chosen country. Names follow the active language.
 */
export function NationalityCombobox({
  id,
  labelId,
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
}: NationalityComboboxProps) {
  const { language } = useLanguage();
  const t = useTexts(fieldsTexts).nationality;
  const listboxId = `${id}-listbox`;
  const optionId = (code: string) => `${id}-option-${code}`;

  /** What the guest is typing; null while the field shows the chosen country. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The list's code and names load once the dialog shows (loadCountries.ts); until then the field
  // shows the chosen country as the form keeps it.
  const countries = useCountries();
  // Memoised: countryByCode builds a new object per call, and the language effect below depends on it.
  const chosen = useMemo<CountryOption | null>(
    () =>
      value
        ? (countries?.countryByCode(value.code, language) ?? {
            value: value.code,
            label: value.label,
            flag: countries ? '' : flagUrl(value.code),
          })
        : null,
    [value, language, countries],
  );
  const chosenLabel = chosen?.label ?? '';
  const text = query ?? chosenLabel;
  const filtering = query !== null && query.trim() !== '' && query !== chosenLabel;
  // The whole list (about 250 names sorted in the language's collation) is built when it first
  // opens, not as the dialog opens: on a slow phone that sort held the dialog back.
  const results = useMemo(
    () =>
      !countries
        ? NO_OPTIONS
        : filtering && query !== null
          ? countries.searchCountries(query, language)
          : open
            ? countries.countryOptions(language)
            : NO_OPTIONS,
    [countries, filtering, query, language, open],
  );
  const expanded = open && results.length > 0;
  const activeOption = expanded ? results[active] : undefined;

  // A language switch shows the chosen country in the new language; the stored label follows, so
  // what the guest sees is what the request carries.
  const seenLanguage = useRef(language);
  useEffect(() => {
    if (seenLanguage.current === language) return;
    seenLanguage.current = language;
    if (value && chosen && chosen.label !== value.label) onChange({ code: chosen.value, label: chosen.label });
  }, [language, value, chosen, onChange]);

  // Keep the highlighted option in view.
  useEffect(() => {
    if (!activeOption) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-code="${activeOption.value}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const openList = (highlight: 'chosen' | 'first' | 'last' | 'none') => {
    setOpen(true);
    // The options the opened list shows (results holds none while it is closed and unfiltered).
    const shown = !countries ? NO_OPTIONS : filtering ? results : countries.countryOptions(language);
    const chosenIndex = chosen ? shown.findIndex((option) => option.value === chosen.value) : -1;
    if (highlight === 'none') setActive(-1);
    else if (chosenIndex >= 0) setActive(chosenIndex);
    else setActive(highlight === 'last' ? shown.length - 1 : highlight === 'first' ? 0 : -1);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const commit = (option: CountryOption | null) => {
    setQuery(null);
    close();
    if (option === null) {
      if (value !== null) onChange(null);
    } else if (option.value !== value?.code || option.label !== value.label) {
      onChange({ code: option.value, label: option.label });
    }
  };

  /** A click on an option picks it (one handler for the list, so a row's props are its looks alone). */
  const pick = (event: MouseEvent<HTMLUListElement>) => {
    const code = (event.target as Element).closest('[data-code]')?.getAttribute('data-code');
    const option = results.find((candidate) => candidate.value === code);
    if (option) commit(option);
  };

  const move = (to: number) => {
    if (results.length === 0) return;
    setActive(Math.min(Math.max(to, 0), results.length - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList(event.altKey ? 'none' : 'first');
        else if (!event.altKey) setActive(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (expanded && event.altKey) {
          if (activeOption) commit(activeOption);
          else close();
        } else if (!expanded) openList('last');
        else setActive(active <= 0 ? last : active - 1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (!expanded) break;
        event.preventDefault();
        move(event.key === 'PageDown' ? Math.max(active, 0) + PAGE : active - PAGE);
        break;
      case 'Home':
      case 'End':
        // With an option highlighted these move through the list; otherwise the caret moves.
        if (!activeOption) break;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          commit(activeOption);
        } else if (open) {
          event.preventDefault();
          if (query !== null) {
            // Typed before the list arrived: Enter waits for it rather than clearing the field.
            if (countries) commit(countries.findCountry(query, language));
          } else close();
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text !== '') {
          // A modal around the field closes only on the next Escape.
          event.preventDefault();
          event.stopPropagation();
          commit(null);
        }
        break;
      case 'Tab':
        if (activeOption) commit(activeOption);
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.parentElement?.contains(event.relatedTarget)) return;
    if (query === null) {
      close();
      return;
    }
    if (query.trim() === '') commit(null);
    else if (query === chosenLabel) commit(chosen);
    else {
      // A name typed before the list arrived is read once it is here.
      const typed = query;
      const settle = (found: Countries) => {
        const match = found.findCountry(typed, language);
        if (match) commit(match);
        else {
          setQuery(null);
          close();
        }
      };
      if (countries) settle(countries);
      else void countryData.load().then(settle, () => undefined);
    }
  };

  const showFlag = query === null && chosen?.flag;

  return (
    <Box>
      {showFlag ? <ValueFlag src={chosen.flag} /> : null}
      <Input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t.placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          setOpen(true);
          // The best match is highlighted, so Enter takes it; an emptied field highlights nothing.
          setActive(next.trim() === '' ? -1 : 0);
        }}
        onClick={() => {
          if (!open) openList('chosen');
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <Toggle
        type="button"
        tabIndex={-1}
        aria-label={t.showList}
        aria-expanded={expanded}
        aria-controls={listboxId}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          inputRef.current?.focus();
          if (open) close();
          else openList('chosen');
        }}
      >
        <ChevronDownIcon size={20} />
      </Toggle>
      <Listbox
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        aria-label={labelId ? undefined : t.listLabel}
        hidden={!expanded}
        // Keeps focus in the input while the list (or its scrollbar) is used with a pointer.
        onMouseDown={(event) => event.preventDefault()}
        onClick={pick}
      >
        {expanded
          ? results.map((option, index) => (
              <CountryRow
                key={option.value}
                option={option}
                optionId={optionId(option.value)}
                selected={index === active}
                chosen={option.value === value?.code}
              />
            ))
          : null}
      </Listbox>
      <Status role="status" $shown={open && countries !== null && results.length === 0}>
        {open && filtering && countries ? (results.length === 0 ? t.noResults : t.results(results.length)) : ''}
      </Status>
    </Box>
  );
}

interface CountryRowProps {
  option: CountryOption;
  optionId: string;
  /** Highlighted (the active descendant). */
  selected: boolean;
  /** The country the field holds. */
  chosen: boolean;
}

/**
 * One option of the list. Memoised: a keystroke or an arrow key re-renders only the rows whose
 * highlight or presence changed, not all 250 (on a slow phone that was most of a key's cost).
 */
const CountryRow = memo(function CountryRow({ option, optionId, selected, chosen }: CountryRowProps) {
  return (
    <Option id={optionId} role="option" aria-selected={selected} data-code={option.value} $chosen={chosen}>
      <CountryFlag src={option.flag} />
      <span className="name">{option.label}</span>
      <span className="code" aria-hidden="true">
        {option.value}
      </span>
      {chosen ? <CheckIcon size={18} /> : null}
    </Option>
  );
});
