/**
 * The cancellation policy of the "Prices and rules" page: the one in force, and a form to choose
 * free cancellation until some days or hours before arrival, no free cancellation, or none set
 * (the site's own sentence stands).
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState } from './BookingList';
import { useAnnounce } from './ConsoleLayout';
import { Choice, describedBy, Field } from './formBits';
import { ratesTexts } from './rates.texts';
import { Section } from './ratesBits';
import { describePolicy } from './rateWords';
import { useSetPolicyMutation, useStaffPolicyQuery, type CancellationPolicy, type PolicyChoice } from './staffApi';

type Kind = 'free' | 'none' | 'unset';
/** The longest "before" the server takes (server/availability/rates.ts parsePolicy). */
const MOST = { days: 60, hours: 720 } as const;

function kindOf(policy: CancellationPolicy | null): Kind {
  return policy === null ? 'unset' : policy.kind;
}

function PolicyForm({ current }: { current: CancellationPolicy | null }) {
  const t = useTexts(ratesTexts);
  const announce = useAnnounce();
  const [save, saving] = useSetPolicyMutation();
  const [kind, setKind] = useState<Kind>(kindOf(current));
  const [before, setBefore] = useState(current?.kind === 'free' ? String(current.before) : '3');
  const [unit, setUnit] = useState<'days' | 'hours'>(current?.kind === 'free' ? current.unit : 'days');
  const [error, setError] = useState('');
  const [failed, setFailed] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed('');
    const count = Number(before);
    if (kind === 'free' && !(before.trim() !== '' && Number.isInteger(count) && count >= 0 && count <= MOST[unit])) {
      setError(t.policy.errors.before(MOST[unit]));
      document.getElementById('policy-before')?.focus();
      return;
    }
    setError('');
    const body: PolicyChoice =
      kind === 'free' ? { kind, before: count, unit } : kind === 'none' ? { kind } : { kind: null };
    const result = await save(body);
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      const words = problem.field === 'before' ? t.policy.errors.before(MOST[unit]) : t.failed;
      if (problem.field === 'before') setError(words);
      else setFailed(words);
      announce(words);
      return;
    }
    announce(t.policy.saved);
  };

  return (
    <form noValidate aria-labelledby="policy-choose" onSubmit={(event) => void submit(event)}>
      <Choice>
        <legend id="policy-choose">{t.policy.choose}</legend>
        <div className="options">
          {(['free', 'none', 'unset'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="policy-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {t.policy.options[value]}
            </label>
          ))}
        </div>
      </Choice>
      {kind === 'free' && (
        <div className="pair">
          <Field id="policy-before" label={t.policy.before} error={error}>
            <input
              id="policy-before"
              type="number"
              inputMode="numeric"
              min={0}
              max={MOST[unit]}
              value={before}
              onChange={(event) => setBefore(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('policy-before', false, error)}
            />
          </Field>
          <Field id="policy-unit" label={t.policy.unit}>
            <select
              id="policy-unit"
              value={unit}
              onChange={(event) => setUnit(event.target.value === 'hours' ? 'hours' : 'days')}
            >
              <option value="days">{t.policy.units.days}</option>
              <option value="hours">{t.policy.units.hours}</option>
            </select>
          </Field>
        </div>
      )}
      {failed && (
        <p className="problem" role="alert">
          {failed}
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving.isLoading} aria-busy={saving.isLoading || undefined}>
          {t.policy.submit}
        </Button>
      </div>
    </form>
  );
}

export function RatePolicy() {
  const t = useTexts(ratesTexts);
  const policy = useStaffPolicyQuery();
  return (
    <Section aria-labelledby="rates-policy">
      <h2 id="rates-policy">{t.policy.title}</h2>
      {policy.data === undefined ? (
        <LoadState error={policy.error} onRetry={() => void policy.refetch()} />
      ) : (
        <>
          <p>
            <strong>{t.policy.now}:</strong> <span data-testid="policy-now">{describePolicy(policy.data, t)}</span>
          </p>
          {/* A policy saved elsewhere (a revert) starts the form again. */}
          <PolicyForm key={JSON.stringify(policy.data)} current={policy.data} />
        </>
      )}
    </Section>
  );
}
