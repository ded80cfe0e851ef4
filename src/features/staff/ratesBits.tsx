/**
 * Pieces the "Prices and rules" page shares: a section's frame, the lists of terms, a button that
 * asks before it deletes or reverts (the question takes the focus; "no" gives it back), and a
 * section of terms (seasons, restrictions): its list, each card's delete, and its form below.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../shared/Button';
import { DATE_FIELD_MIN_WIDTH } from '../../shared/dates/DateField';
import { useTexts } from '../../shared/i18n';
import { LoadState } from './BookingList';
import { useAnnounce } from './ConsoleLayout';
import type { Sent } from './EntryForm';
import { ratesTexts } from './rates.texts';

export const Section = styled.section`
  padding: 14px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 12px;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 16px 20px;
  }
  h2 {
    font-family: inherit;
    font-size: 20px;
    margin: 0;
  }
  h3 {
    font-family: inherit;
    font-size: 17px;
    margin: 0;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 12px;
    padding-top: 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  fieldset {
    margin: 0;
    padding: 10px 0 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
    display: grid;
    gap: 8px;
  }
  fieldset > legend {
    font-weight: 600;
    padding: 0;
  }
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(${DATE_FIELD_MIN_WIDTH}, 1fr));
    gap: 12px;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** A list of terms, one card each: its words, then its button. */
export const TermList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  > li {
    display: grid;
    gap: 6px;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  > li:first-child {
    border-top: 0;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 2px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 4px;
  }
`;

const Asking = styled.div`
  display: grid;
  gap: 8px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  p {
    font-weight: 600;
    outline: none;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/**
 * A button that asks first: `label` on the button (`name` is its accessible name, e.g. the
 * record it acts on), then `question` with `yes` and `no`. `onConfirm` resolves when done.
 */
export function AskFirst({
  label,
  name,
  question,
  yes,
  no,
  busy,
  onConfirm,
}: {
  label: string;
  name: string;
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}): ReactNode {
  const [asking, setAsking] = useState(false);
  const id = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (returnFocus.current) buttonRef.current?.focus();
    returnFocus.current = false;
  }, [asking]);
  if (!asking)
    return (
      <div>
        <Button ref={buttonRef} $variant="outline" $size="sm" aria-label={name} onClick={() => setAsking(true)}>
          {label}
        </Button>
      </div>
    );
  return (
    <Asking role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <div className="buttons">
        <Button
          $variant="accent"
          $size="sm"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void onConfirm().finally(() => setAsking(false))}
        >
          {yes}
        </Button>
        <Button
          $variant="outline"
          $size="sm"
          disabled={busy}
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          {no}
        </Button>
      </div>
    </Asking>
  );
}

/** What a card of a term says, and the words of its delete. */
export interface TermCard {
  content: ReactNode;
  /** The delete button's accessible name (the term it deletes). */
  name: string;
  question: string;
  /** Said once it is deleted. */
  removed: string;
}

/**
 * A section of the owner's terms: heading and lead, the list (its loading or failure, or `empty`),
 * each card with its delete that asks first, and `children` (the form that adds one) below. A
 * deleted card takes the focus with it: the section's heading gets it.
 */
export function TermSection<T extends { id: string }>({
  id,
  words: { title, lead, empty, list },
  query,
  card,
  remove,
  children,
}: {
  id: string;
  /** The section's heading, its lead, what it says when there are none, and the list's name. */
  words: { title: string; lead: string; empty: string; list: string };
  query: { data?: readonly T[]; error?: unknown; refetch: () => unknown };
  card: (term: T) => TermCard;
  /** The delete's mutation, as its hook gives it. */
  remove: readonly [(id: string) => Promise<Sent>, { isLoading: boolean }];
  children: ReactNode;
}) {
  const t = useTexts(ratesTexts);
  const announce = useAnnounce();
  const removeTerm = async (term: T, said: string) => {
    const result = await remove[0](term.id);
    announce(result.error ? t.failed : said);
    document.getElementById(id)?.focus();
  };
  return (
    <Section aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      <p className="muted">{lead}</p>
      {!query.data ? (
        <LoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <TermList aria-label={list}>
          {query.data.map((term) => {
            const said = card(term);
            return (
              <li key={term.id}>
                {said.content}
                <AskFirst
                  label={t.remove}
                  name={said.name}
                  question={said.question}
                  yes={t.yes}
                  no={t.no}
                  busy={remove[1].isLoading}
                  onConfirm={() => removeTerm(term, said.removed)}
                />
              </li>
            );
          })}
        </TermList>
      )}
      {children}
    </Section>
  );
}
