import { Link } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { CheckIcon } from '../../shared/icons';
import { useLocalizedPath } from '../../shared/navigation';
import { bookingTexts } from './booking.texts';
import { HotelContacts } from './HotelContacts';
import { nextStepTexts } from './nextStep.texts';
import { Success } from './BookingDialog.styles';
import { TelegramFollow } from './TelegramFollow';
import type { LocalBookingRecord } from '../../shared/myRequests/bookingRecords';

interface BookingSuccessProps {
  /** The request's reference (or its id when the answer had none). */
  reference: string | null | undefined;
  /** The request as this device keeps it: its status gives the Telegram link. */
  record?: LocalBookingRecord;
  /** The guest has read it: the dialog closes (and the link goes on to "My requests"). */
  onDone: () => void;
}

/**
 * The popup after a request was sent: its reference, that it is a request and not yet a booking,
 * when and where the answer comes, that nothing is paid now, and how to reach the reception.
 */
export function BookingSuccess({ reference, record, onDone }: BookingSuccessProps) {
  const t = useTexts(bookingTexts);
  const next = useTexts(nextStepTexts);
  const localized = useLocalizedPath();
  return (
    <Success role="status">
      <span className="mark" aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <h2 id="booking-success-title">{t.successTitle}</h2>
      {reference && <p className="number">{t.successNumber(reference)}</p>}
      <ul className="next">
        <li>{next.notYet}</li>
        <li>{next.when}</li>
        <li>{next.where}</li>
        <li>
          <strong>{next.nothingPaid}</strong>
        </li>
      </ul>
      <TelegramFollow record={record} />
      <HotelContacts className="contacts" />
      <div className="done">
        <Link to={localized('/my-requests')} onClick={onDone}>
          {t.myRequests}
        </Link>
        <Button $variant="primary" onClick={onDone} autoFocus>
          {t.ok}
        </Button>
      </div>
    </Success>
  );
}
