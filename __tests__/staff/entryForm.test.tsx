/**
 * The rate console's one form for its entries (src/features/staff/EntryForm.tsx), with an entry
 * of its own described by data: the check before sending (each error under its field, tied to it,
 * the focus on the first, a hidden field not checked), the server's refusals in the owner's words
 * from the code and figures (never the server's message), editing an entry that exists, and the
 * question a refusal asks. The form's own words in Uzbek, Russian and English.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { todayInHotel } from '../../src/domain/dates';
import { latestFirstNight } from '../../src/domain/rates';
import {
  EntryForm,
  nightFields,
  type EntryKind,
  type EntryQuestion,
  type Sent,
} from '../../src/features/staff/EntryForm';
import { ratesTexts } from '../../src/features/staff/rates.texts';
import { termRefusal, overlapWords } from '../../src/features/staff/rateWords';
import { useTexts } from '../../src/shared/i18n';
import { formatStayDate } from '../../src/shared/format';
import type { LanguageCode } from '../../src/shared/language/languages';
import type { ApiProblem } from '../../src/store/baseQuery';
import { makeStore } from '../../src/store/store';
import { renderWithProviders } from '../support/render';

interface Draft {
  name: string;
  from: string;
  to: string;
  rule: 'open' | 'count';
  count: string;
}

const NEW: Draft = { name: '', from: '', to: '', rule: 'open', count: '1' };

/** A small entry of the test's own: its words are English whatever the language; the form's own words are not. */
function Entry({
  initial,
  send,
  ask,
}: {
  initial: Draft;
  send: (body: Draft, force: boolean) => Promise<Sent>;
  ask?: (problem: ApiProblem) => EntryQuestion | null;
}) {
  const t = useTexts(ratesTexts);
  const entry: EntryKind<Draft, Draft> = {
    id: 'test',
    title: 'A test entry',
    submit: 'Send it',
    fields: [
      {
        kind: 'text',
        name: 'name',
        label: 'Name',
        maxLength: 20,
        valid: ({ name }) => name.trim() !== '',
        error: 'Write a name.',
      },
      nightFields<Draft>(t),
      {
        kind: 'choice',
        name: 'rule',
        legend: 'Rule',
        options: [
          { value: 'open', label: 'Open' },
          { value: 'count', label: 'Counted' },
        ],
      },
      {
        kind: 'number',
        name: 'count',
        label: 'How many',
        hint: 'From 1 to 5',
        min: 1,
        max: 5,
        shown: ({ rule }) => rule === 'count',
        error: 'Write a number from 1 to 5.',
      },
    ],
    initial: () => initial,
    body: (draft) => draft,
    done: () => 'Saved.',
    clears: ['from', 'to'],
  };
  return <EntryForm {...entry} send={send} ask={ask} />;
}

function renderEntry(code: LanguageCode, props: Partial<Parameters<typeof Entry>[0]> = {}) {
  const send = jest.fn<Promise<Sent>, [Draft, boolean]>(() => Promise.resolve({ data: null }));
  const rendered = renderWithProviders(<Entry initial={NEW} send={send} {...props} />, {
    store: makeStore({ language: { code } }),
    route: '/staff/rates',
  });
  const form = screen.getByRole('form', { name: 'A test entry' });
  return { ...rendered, send, form, t: ratesTexts[code] };
}

/** A native date field takes its value as a browser's picker gives it. */
function pickDate(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

const refusal = (problem: Omit<ApiProblem, 'kind'>): Promise<Sent> =>
  Promise.resolve({ error: { kind: problem.status === 400 ? 'invalid' : 'failed', ...problem } });

describe('the entry form checks before sending', () => {
  it.each(['UZ', 'RU', 'EN'] as const)(
    'says each error under its field, sends the focus to the first, and checks no hidden field (%s)',
    async (code) => {
      const { user, form, send, t } = renderEntry(code);
      const name = within(form).getByLabelText('Name');
      const first = within(form).getByLabelText(t.firstNight);
      const last = within(form).getByLabelText(t.lastNight);
      const submit = within(form).getByRole('button', { name: 'Send it' });

      await user.click(submit);
      expect(name).toHaveFocus();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Write a name.');
      expect(first).toHaveAccessibleDescription(t.nights.from);
      // The last night is judged once the first is right.
      expect(last).not.toHaveAttribute('aria-invalid');

      await user.type(name, 'Spring');
      pickDate(first, '2030-05-02');
      pickDate(last, '2030-05-01');
      await user.click(submit);
      expect(last).toHaveFocus();
      expect(last).toHaveAccessibleDescription(t.nights.to);
      expect(name).not.toHaveAttribute('aria-invalid');

      pickDate(last, '2030-05-03');
      await user.click(within(form).getByRole('radio', { name: 'Counted' }));
      const count = within(form).getByRole('spinbutton', { name: 'How many' });
      await user.clear(count);
      await user.type(count, '9');
      await user.click(submit);
      expect(count).toHaveFocus();
      expect(count).toHaveAccessibleDescription('From 1 to 5 Write a number from 1 to 5.');
      expect(send).not.toHaveBeenCalled();

      // Another rule hides the number: it is neither checked nor in the way.
      await user.click(within(form).getByRole('radio', { name: 'Open' }));
      expect(within(form).queryByRole('spinbutton', { name: 'How many' })).not.toBeInTheDocument();
      await user.click(submit);
      expect(send).toHaveBeenCalledWith(
        { name: 'Spring', from: '2030-05-02', to: '2030-05-03', rule: 'open', count: '9' },
        false,
      );
    },
  );
});

describe('the entry form says the server’s refusals in the owner’s words', () => {
  it.each(['UZ', 'RU', 'EN'] as const)(
    'from the code and its figures, under the field it concerns or under the form, never the server’s message (%s)',
    async (code) => {
      const { user, form, send, t } = renderEntry(code, {
        initial: { ...NEW, name: 'Summer', from: '2030-07-01', to: '2030-07-02' },
      });
      const submit = within(form).getByRole('button', { name: 'Send it' });
      const first = within(form).getByLabelText(t.firstNight);
      const last = within(form).getByLabelText(t.lastNight);
      const message = 'The server’s own words';

      send.mockImplementationOnce(() => refusal({ status: 422, code: 'too_far_ahead', message, field: 'from' }));
      await user.click(submit);
      const latest = formatStayDate(latestFirstNight(todayInHotel()), code);
      expect(first).toHaveAttribute('aria-invalid', 'true');
      expect(first).toHaveAccessibleDescription(t.limits.tooFarAhead(latest));

      send.mockImplementationOnce(() => refusal({ status: 422, code: 'term_over', message, field: 'to' }));
      await user.click(submit);
      expect(last).toHaveAccessibleDescription(t.limits.termOver);
      expect(first).not.toHaveAttribute('aria-invalid');

      send.mockImplementationOnce(() =>
        refusal({ status: 422, code: 'too_many_terms', message, details: { kind: 'restriction', limit: 500 } }),
      );
      await user.click(submit);
      expect(within(form).getByRole('alert')).toHaveTextContent(t.limits.restriction(500));

      // A 400 on a field: that field's own words.
      send.mockImplementationOnce(() => refusal({ status: 400, code: 'invalid_body', message, field: 'name' }));
      await user.click(submit);
      expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Write a name.');
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

      // On a field this form does not have, or any other refusal: "that did not work".
      send.mockImplementationOnce(() => refusal({ status: 400, code: 'invalid_body', message, field: 'roomId' }));
      await user.click(submit);
      expect(within(form).getByRole('alert')).toHaveTextContent(t.failed);
      send.mockImplementationOnce(() => refusal({ status: 500, message }));
      await user.click(submit);
      expect(within(form).getByRole('alert')).toHaveTextContent(t.failed);

      expect(send).toHaveBeenCalledTimes(6);
      expect(within(form).queryByText(message)).not.toBeInTheDocument();
    },
  );

  it('says nothing of a lost session (401): the console shows the sign-in page', async () => {
    const { user, form, send } = renderEntry('EN', {
      initial: { ...NEW, name: 'Summer', from: '2030-07-01', to: '2030-07-02' },
    });
    send.mockImplementationOnce(() =>
      refusal({ status: 401, code: 'unauthenticated', message: 'Please sign in first.' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('button', { name: 'Send it' })).toBeEnabled();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).queryByText('Please sign in first.')).not.toBeInTheDocument();
  });
});

describe('the entry form edits an entry that exists', () => {
  it('starts from its values, sends what was changed, and after the save clears only the fields it names', async () => {
    const winter: Draft = { name: 'Winter', from: '2030-01-10', to: '2030-01-20', rule: 'count', count: '3' };
    const { user, form, send, t } = renderEntry('EN', { initial: winter });
    expect(within(form).getByLabelText('Name')).toHaveValue('Winter');
    expect(within(form).getByLabelText(t.firstNight)).toHaveValue('2030-01-10');
    expect(within(form).getByRole('radio', { name: 'Counted' })).toBeChecked();
    const count = within(form).getByRole('spinbutton', { name: 'How many' });
    expect(count).toHaveValue(3);

    await user.clear(count);
    await user.type(count, '4');
    pickDate(within(form).getByLabelText(t.firstNight), '2030-01-12');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(send).toHaveBeenCalledWith({ ...winter, from: '2030-01-12', count: '4' }, false);
    // `clears` names the nights: they go back to where the form started; the rest stays as typed.
    expect(await within(form).findByDisplayValue('2030-01-10')).toBe(within(form).getByLabelText(t.firstNight));
    expect(within(form).getByLabelText('Name')).toHaveValue('Winter');
    expect(count).toHaveValue(4);
  });
});

describe('the entry form asks the question a refusal asks', () => {
  const ask = (problem: ApiProblem): EntryQuestion | null =>
    problem.code === 'conflict'
      ? {
          title: 'These nights are taken',
          details: <p>Two bookings</p>,
          yes: 'Save anyway',
          no: 'Cancel',
          cancelled: 'Not saved.',
        }
      : null;

  it('no gives the focus back to the submit, a changed field takes the question away, yes sends again with force', async () => {
    const { user, form, send } = renderEntry('EN', {
      initial: { ...NEW, name: 'Closed', from: '2030-12-30', to: '2030-12-30' },
      ask,
    });
    send.mockImplementation((_body, force) =>
      force ? Promise.resolve({ data: null }) : refusal({ status: 409, code: 'conflict', message: 'x' }),
    );
    const submit = () => within(form).getByRole('button', { name: 'Send it' });

    await user.click(submit());
    const question = within(form).getByRole('group', { name: 'These nights are taken' });
    expect(within(question).getByRole('heading', { name: 'These nights are taken' })).toHaveFocus();
    expect(question).toHaveTextContent('Two bookings');
    expect(within(form).queryByRole('button', { name: 'Send it' })).not.toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(submit()).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);

    await user.click(submit());
    expect(within(form).getByRole('group', { name: 'These nights are taken' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), ' days');
    expect(within(form).queryByRole('group', { name: 'These nights are taken' })).not.toBeInTheDocument();

    await user.click(submit());
    await user.click(within(form).getByRole('button', { name: 'Save anyway' }));
    expect(send.mock.calls.map(([body, force]) => [body.name, force])).toEqual([
      ['Closed', false],
      ['Closed', false],
      ['Closed days', false],
      ['Closed days', true],
    ]);
    expect(within(form).queryByRole('group', { name: 'These nights are taken' })).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});

describe('the console’s words for a refusal (rateWords)', () => {
  it.each(['UZ', 'RU', 'EN'] as const)(
    'says a revert over sold nights and a season overlap it cannot name in its own words (%s)',
    (code) => {
      const t = ratesTexts[code];
      const conflict = termRefusal(
        {
          kind: 'failed',
          status: 409,
          code: 'conflict',
          message: 'x',
          details: {
            bookings: [{ id: 'b1', reference: 'GH-7K3Q9M', guestName: 'Anna Schmidt' }],
            blocked: [{ roomId: 6, night: '2030-12-30', count: 2 }],
          },
        },
        t,
        code,
      );
      expect(conflict).toEqual({
        words: `${t.restrictionConflict.title}. ${t.restrictionConflict.guests('Anna Schmidt (GH-7K3Q9M)')} ${t.restrictionConflict.blocked(2)} ${t.restrictionConflict.question}`,
      });
      expect(overlapWords([], { from: '2030-03-18', to: '2030-03-20' }, t, code)).toEqual({
        words: t.seasons.errors.overlapAny,
        field: 'from',
      });
      // A server that sends the latest first night as a figure is believed.
      expect(
        termRefusal({ kind: 'failed', status: 422, code: 'too_far_ahead', details: { latest: '2031-06-30' } }, t, code),
      ).toEqual({
        words: t.limits.tooFarAhead(formatStayDate('2031-06-30', code)),
        field: 'from',
      });
    },
  );
});
