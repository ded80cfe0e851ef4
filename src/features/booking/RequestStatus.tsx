import { setupListeners } from '@reduxjs/toolkit/query';
import { todayInHotel } from '../../domain/dates';
import { Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../store/hooks';
import type { BookingStatus } from '../../domain/booking';
import { formatPhone, HOTEL } from '../../domain/hotel';
import { Button } from '../../shared/Button';
import { formatStayDate } from '../../shared/format';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import type { LocalBookingRecord } from '../../shared/myRequests/bookingRecords';
import { myRequestsTexts } from './myRequests.texts';
import { nextStepTexts } from './nextStep.texts';
import { useCancelRequestMutation, useEraseRequestMutation, useRequestStatusQuery } from './requestStatusApi';
import { TelegramFollowLink } from './TelegramFollow';
import { deadlineLine } from './cancellation';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Badge = styled.strong<{ $status: BookingStatus }>`
  color: ${({ theme, $status }) =>
    ({
      confirmed: theme.colors.primary,
      received: theme.colors.text,
      declined: theme.colors.danger,
      cancelled: theme.colors.textMuted,
    })[$status]};
`;

// Its own chunk, fetched only for a request that has a deposit: a hotel without one loads none of it.
const Deposit = lazyWithPreload(() => import(/* webpackChunkName: "deposit" */ './Deposit'));

/** Status reads go again when the guest comes back to the page (RTK Query's focus listener). */
export function useRefetchOnFocus(): void {
  const dispatch = useAppDispatch();
  useEffect(() => setupListeners(dispatch), [dispatch]);
}

/** The API's error code of a failed call (`{ error: { code } }`), if it answered with one. */
function errorCode(error: unknown): string | undefined {
  const data = (error as { data?: { error?: { code?: unknown } } } | undefined)?.data;
  return typeof data?.error?.code === 'string' ? data.error.code : undefined;
}

/** One request's status from the hotel, and a Cancel with a confirmation step while it may still be cancelled. */
export function RequestStatus({ record }: { record: LocalBookingRecord }) {
  const t = useTexts(myRequestsTexts);
  const next = useTexts(nextStepTexts);
  const { language } = useLanguage();
  const ref = { id: record.bookingId, token: record.statusToken ?? '' };
  const status = useRequestStatusQuery(ref, {
    skip: !record.statusToken,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const [cancel, cancelling] = useCancelRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const [erase, erasing] = useEraseRequestMutation();
  const [confirmingErase, setConfirmingErase] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'status' | 'cancel' | 'keep' | null>(null);

  useEffect(() => {
    const target = { status: statusRef, cancel: cancelRef, keep: keepRef }[focusAfter.current ?? 'status'];
    if (focusAfter.current) target.current?.focus();
    focusAfter.current = null;
  });

  if (!record.statusToken) {
    return (
      <Box>
        <p>{t.statusUnknown}</p>
      </Box>
    );
  }

  const answer = status.data;
  const gone = status.error && 'kind' in status.error && status.error.kind === 'notFound';
  let line: React.ReactNode = t.checking;
  if (answer) {
    // The date of the hotel's answer; a cancelled request's own date is not what the guest needs.
    const decided =
      answer.decidedAt && (answer.status === 'confirmed' || answer.status === 'declined')
        ? ` · ${formatStayDate(answer.decidedAt.slice(0, 10), language)}`
        : '';
    line = (
      <>
        <Badge $status={answer.status}>{t.statuses[answer.status]}</Badge>
        {decided}
      </>
    );
  } else if (gone) line = t.statusGone;
  else if (status.isError) line = t.statusUnavailable;

  const cancellable = answer && (answer.status === 'received' || answer.status === 'confirmed');
  // Over: cancelled, declined, or the check-out day has come (the server applies the same rule).
  const erasable =
    answer &&
    (answer.status === 'cancelled' || answer.status === 'declined' || record.dates.checkOut <= todayInHotel());
  const onConfirm = async (): Promise<void> => {
    const result = await cancel(ref);
    if ('data' in result) {
      setConfirming(false);
      focusAfter.current = 'status';
    }
  };

  return (
    <Box>
      <p ref={statusRef} tabIndex={-1} role="status">
        {t.status}: {line}
      </p>
      {answer?.status === 'received' && (
        <>
          <p>{next.notYet}</p>
          <p>{next.when}</p>
          <p>{next.nothingPaid}</p>
        </>
      )}
      {/* The deposit, when the hotel takes one online; else the stay is paid at the hotel. */}
      {answer?.payment ? (
        <Suspense fallback={null}>
          <Deposit payment={answer.payment} />
        </Suspense>
      ) : (
        answer?.status === 'confirmed' && <p>{next.payAtHotel}</p>
      )}
      <TelegramFollowLink href={answer?.telegramLink} />
      {/* The owner's cancellation policy dated for this stay, only once one is set (the server says). */}
      {cancellable && answer.cancellation && (
        <p>{deadlineLine(t.cancellation, answer.cancellation.freeUntil, language)}</p>
      )}
      {answer?.status === 'cancelled' && answer.cancelledLate && <p>{t.cancelledLate}</p>}
      {cancellable && !confirming && (
        <Row>
          <Button
            ref={cancelRef}
            $variant="outline"
            $size="sm"
            onClick={() => {
              setConfirming(true);
              focusAfter.current = 'keep';
            }}
          >
            {t.cancel}
          </Button>
        </Row>
      )}
      {cancellable && confirming && (
        <div role="group" aria-label={t.cancel}>
          <p>{t.cancelQuestion}</p>
          <Row>
            <Button
              ref={keepRef}
              $variant="outline"
              $size="sm"
              disabled={cancelling.isLoading}
              onClick={() => {
                setConfirming(false);
                focusAfter.current = 'cancel';
              }}
            >
              {t.cancelNo}
            </Button>
            <Button
              $variant="accent"
              $size="sm"
              disabled={cancelling.isLoading}
              aria-busy={cancelling.isLoading}
              onClick={() => void onConfirm()}
            >
              {cancelling.isLoading ? t.cancelling : t.cancelYes}
            </Button>
          </Row>
        </div>
      )}
      {cancelling.isError && (
        <p role="alert">
          {errorCode(cancelling.error) === 'stay_started'
            ? t.cancelStarted(HOTEL.phones.map(formatPhone).join(', '))
            : t.cancelFailed}
        </p>
      )}
      {erasable && !confirmingErase && (
        <Row>
          <Button $variant="outline" $size="sm" onClick={() => setConfirmingErase(true)}>
            {t.erase}
          </Button>
        </Row>
      )}
      {erasable && confirmingErase && (
        <div role="group" aria-label={t.erase}>
          <p>{t.eraseQuestion}</p>
          <Row>
            <Button
              $variant="outline"
              $size="sm"
              disabled={erasing.isLoading}
              onClick={() => setConfirmingErase(false)}
            >
              {t.eraseNo}
            </Button>
            <Button
              $variant="accent"
              $size="sm"
              disabled={erasing.isLoading}
              aria-busy={erasing.isLoading}
              onClick={() => void erase(ref)}
            >
              {erasing.isLoading ? t.erasing : t.eraseYes}
            </Button>
          </Row>
        </div>
      )}
      {erasing.isError && <p role="alert">{t.eraseFailed}</p>}
    </Box>
  );
}
