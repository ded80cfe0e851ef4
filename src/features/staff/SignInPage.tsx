import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useAppSelector } from '../../store/hooks';
import type { ApiProblem } from '../../store/baseQuery';
import { Redirect, useConsoleTitle } from './ConsoleLayout';
import { askForPasskey, passkeyFailure, passkeysSupported } from './passkeys';
import {
  usePasskeyAuthenticationOptionsMutation,
  useSignInWithLinkMutation,
  useSignInWithPasskeyMutation,
  useStaffSessionQuery,
} from './staffApi';
import { selectSessionLost } from './staffUiSlice';
import { staffTexts, type StaffTexts } from './staff.texts';

const Card = styled.div`
  max-width: 520px;
  margin: 24px auto;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 16px;
  h1 {
    font-size: clamp(26px, 6vw, 34px);
    margin: 0;
  }
  p {
    margin: 0;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .problem:empty {
    display: none;
  }
`;

type Problem = keyof StaffTexts['signIn']['errors'] | 'passkeyCancelled' | 'passkeyUnsupported';

/** The one-time token of a sign-in address (`/staff/sign-in#<token>`), read once as the page opens. */
function tokenInAddress(): string {
  if (typeof window === 'undefined') return '';
  return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
}

function problemOf(error: ApiProblem): Problem {
  if (error.kind === 'network' || error.kind === 'timeout') return 'network';
  if (error.status === 429) return 'rate_limited';
  const code = error.code;
  return code === 'link_invalid' || code === 'link_used' || code === 'link_expired' || code === 'passkey_failed'
    ? code
    : 'failed';
}

/**
 * Sign-in: by the one-time address (the token in its fragment, taken out of the address at once
 * so it stays in no history entry), or by a passkey; without a token, how to get one.
 */
export default function SignInPage() {
  const t = useTexts(staffTexts);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const next =
    typeof from === 'string' && from.startsWith('/staff') && !from.startsWith('/staff/sign-in') ? from : '/staff';
  const [token] = useState(tokenInAddress);
  const sent = useRef(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [signInWithLink, link] = useSignInWithLinkMutation();
  const [getOptions] = usePasskeyAuthenticationOptionsMutation();
  const [signInWithPasskey] = useSignInWithPasskeyMutation();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const lost = useAppSelector(selectSessionLost);
  const session = useStaffSessionQuery(undefined, { skip: token !== '' });
  useConsoleTitle(t.signIn.title);

  useEffect(() => {
    if (!token || sent.current) return;
    // Once: the link works once, and the token leaves the address before anything else happens.
    sent.current = true;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    void signInWithLink(token).then((result) => {
      if ('error' in result && result.error) setProblem(problemOf(result.error as ApiProblem));
      else void navigate(next, { replace: true });
    });
  }, [token, signInWithLink, navigate, next]);

  const withPasskey = async () => {
    setProblem(null);
    if (!passkeysSupported()) return setProblem('passkeyUnsupported');
    setPasskeyBusy(true);
    try {
      const options = await getOptions().unwrap();
      let response: unknown;
      try {
        response = await askForPasskey(options);
      } catch (error) {
        return setProblem(passkeyFailure(error) === 'cancelled' ? 'passkeyCancelled' : 'passkey_failed');
      }
      await signInWithPasskey(response).unwrap();
      void navigate(next, { replace: true });
    } catch (error) {
      setProblem(problemOf(error as ApiProblem));
    } finally {
      setPasskeyBusy(false);
    }
  };

  // Already signed in (an old bookmark of this page): straight to the console.
  if (!token && session.data && !lost) return <Redirect to={next} />;

  const problemText =
    problem === null
      ? ''
      : problem === 'passkeyCancelled'
        ? t.signIn.passkeyCancelled
        : problem === 'passkeyUnsupported'
          ? t.signIn.passkeyUnsupported
          : t.signIn.errors[problem];
  const busy = link.isLoading || passkeyBusy;

  return (
    <Card>
      <h1>{t.signIn.title}</h1>
      {(link.isLoading || passkeyBusy) && (
        <p role="status">{passkeyBusy ? t.signIn.passkeyBusy : t.signIn.signingIn}</p>
      )}
      <p className="problem" role="alert">
        {problemText}
      </p>
      {(!token || problem !== null) && <p>{t.signIn.noToken}</p>}
      <div>
        <Button
          $variant="outline"
          onClick={() => void withPasskey()}
          disabled={busy}
          aria-busy={passkeyBusy || undefined}
        >
          {t.signIn.passkey}
        </Button>
      </div>
    </Card>
  );
}
