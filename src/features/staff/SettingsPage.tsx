import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { LANGUAGE_OPTIONS, parseLanguageCode } from '../../shared/language/languages';
import { useAppDispatch } from '../../store/hooks';
import { api } from '../../store/api';
import { LoadState } from './BookingList';
import { useAnnounce, useConsoleTitle } from './ConsoleLayout';
import { Field } from './formBits';
import { makePasskey, passkeyFailure, passkeysSupported } from './passkeys';
import {
  useEndSessionsMutation,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useSignOutMutation,
  useStaffAccountsQuery,
  useStaffSessionQuery,
  type StaffMember,
} from './staffApi';
import { formatMoment } from './staffFormat';
import { staffSignedOut } from './staffUiSlice';
import { staffTexts } from './staff.texts';

const Sections = styled.div`
  display: grid;
  gap: 16px;
  max-width: 760px;
  section {
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    display: grid;
    gap: 12px;
  }
  h2 {
    font-family: inherit;
    font-size: 19px;
    margin: 0;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  .who strong {
    display: block;
  }
  .who span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

function Passkeys({ staff }: { staff: StaffMember }) {
  const t = useTexts(staffTexts);
  const announce = useAnnounce();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const add = async () => {
    setProblem('');
    if (!passkeysSupported()) return setProblem(t.signIn.passkeyUnsupported);
    setBusy(true);
    try {
      const options = await getOptions().unwrap();
      let response: unknown;
      try {
        response = await makePasskey(options);
      } catch (error) {
        return setProblem(passkeyFailure(error) === 'cancelled' ? t.signIn.passkeyCancelled : t.settings.passkeyFailed);
      }
      await register(response).unwrap();
      announce(t.settings.passkeyAdded);
    } catch {
      setProblem(t.settings.passkeyFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-passkeys">
      <h2 id="settings-passkeys">{t.settings.passkeys}</h2>
      <p>{t.settings.passkeyCount(staff.passkeys)}</p>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <div>
        <Button onClick={() => void add()} disabled={busy} aria-busy={busy || undefined}>
          {t.settings.addPasskey}
        </Button>
      </div>
    </section>
  );
}

function Accounts() {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const accounts = useStaffAccountsQuery();
  const [endSessions, ending] = useEndSessionsMutation();
  return (
    <section aria-labelledby="settings-accounts">
      <h2 id="settings-accounts">{t.settings.accounts}</h2>
      {!accounts.data ? (
        <LoadState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <ul>
          {accounts.data.map((account) => (
            <li key={account.id}>
              <span className="who">
                <strong>{account.name}</strong>
                <span>
                  {t.roles[account.role]} · {t.guestLangs[account.lang]} ·{' '}
                  {account.revokedAt
                    ? `${t.settings.revoked} ${formatMoment(account.revokedAt, language)}`
                    : t.settings.sessions(account.activeSessions)}
                </span>
              </span>
              {account.activeSessions > 0 && (
                <Button
                  $variant="outline"
                  $size="sm"
                  disabled={ending.isLoading}
                  aria-label={t.settings.endSessionsOf(account.name)}
                  onClick={() =>
                    void endSessions(account.id)
                      .unwrap()
                      .then(() => announce(t.settings.ended(account.name)))
                      .catch(() => announce(t.actions.errors.failed))
                  }
                >
                  {t.settings.endSessions}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One's passkeys, the console's language and signing out; the owner also sees every account and may end its sessions. */
export default function SettingsPage() {
  const t = useTexts(staffTexts);
  const { language, setLanguage } = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: staff } = useStaffSessionQuery();
  const [signOut, signingOut] = useSignOutMutation();
  useConsoleTitle(t.settings.title);
  if (!staff) return null;

  const leave = async () => {
    await signOut().catch(() => undefined);
    // Nothing read under this session stays in the page's memory.
    dispatch(api.util.resetApiState());
    dispatch(staffSignedOut());
    void navigate('/staff/sign-in', { replace: true });
  };

  return (
    <>
      <h1>{t.settings.title}</h1>
      <Sections>
        <Passkeys staff={staff} />
        <section>
          <Field id="settings-language-choice" label={t.language}>
            <select
              id="settings-language-choice"
              value={language}
              onChange={(event) => setLanguage(parseLanguageCode(event.target.value) ?? language)}
            >
              {LANGUAGE_OPTIONS.map((option) => (
                <option key={option.code} value={option.code} lang={option.code.toLowerCase()}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        </section>
        {staff.role === 'owner' && <Accounts />}
        <section aria-labelledby="settings-sign-out">
          <h2 id="settings-sign-out" className="visually-hidden">
            {t.settings.signOut}
          </h2>
          <div>
            <Button
              $variant="accent"
              onClick={() => void leave()}
              disabled={signingOut.isLoading}
              aria-busy={signingOut.isLoading || undefined}
            >
              {t.settings.signOut}
            </Button>
          </div>
        </section>
      </Sections>
    </>
  );
}
