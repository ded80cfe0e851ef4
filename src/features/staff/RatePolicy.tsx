/**
 * The cancellation policy of the "Prices and rules" page: the one in force, and a form to choose
 * free cancellation until some days or hours before arrival, no free cancellation, or none set
 * (the site's own sentence stands). The form edits the policy in force: it starts from it.
 */
import { useTexts } from '../../shared/i18n';
import { LoadState } from './BookingList';
import { EntryForm, type EntryKind } from './EntryForm';
import { ratesTexts, type RatesTexts } from './rates.texts';
import { Section } from './ratesBits';
import { describePolicy } from './rateWords';
import { useSetPolicyMutation, useStaffPolicyQuery, type CancellationPolicy, type PolicyChoice } from './staffApi';

interface PolicyDraft {
  kind: 'free' | 'none' | 'unset';
  before: string;
  unit: 'days' | 'hours';
}

/** The longest "before" the server takes (server/availability/rates.ts parsePolicy). */
const MOST = { days: 60, hours: 720 } as const;

function draftOf(policy: CancellationPolicy | null): PolicyDraft {
  if (policy?.kind === 'free') return { kind: 'free', before: String(policy.before), unit: policy.unit };
  return { kind: policy === null ? 'unset' : policy.kind, before: '3', unit: 'days' };
}

function choiceOf({ kind, before, unit }: PolicyDraft): PolicyChoice {
  if (kind === 'free') return { kind, before: Number(before), unit };
  return kind === 'none' ? { kind } : { kind: null };
}

/** The policy as its form describes it, starting from the one in force: a choice, and for free cancellation how long before arrival. */
function policyEntry(t: RatesTexts, current: CancellationPolicy | null): EntryKind<PolicyDraft, PolicyChoice> {
  const p = t.policy;
  const free = ({ kind }: PolicyDraft) => kind === 'free';
  return {
    id: 'policy',
    labelledBy: 'policy-kind',
    submit: p.submit,
    fields: [
      {
        kind: 'choice',
        name: 'kind',
        legend: p.choose,
        options: (['free', 'none', 'unset'] as const).map((value) => ({ value, label: p.options[value] })),
      },
      [
        {
          kind: 'number',
          name: 'before',
          label: p.before,
          min: 0,
          max: ({ unit }) => MOST[unit],
          shown: free,
          error: ({ unit }) => p.errors.before(MOST[unit]),
        },
        {
          kind: 'select',
          name: 'unit',
          label: p.unit,
          options: (['days', 'hours'] as const).map((value) => ({ value, label: p.units[value] })),
          shown: free,
        },
      ],
    ],
    initial: () => draftOf(current),
    body: choiceOf,
    done: () => p.saved,
  };
}

function PolicyForm({ current }: { current: CancellationPolicy | null }) {
  const t = useTexts(ratesTexts);
  const [save] = useSetPolicyMutation();
  return <EntryForm {...policyEntry(t, current)} send={(body) => save(body)} />;
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
