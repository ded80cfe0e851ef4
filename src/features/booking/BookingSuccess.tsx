import { Link } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { CheckIcon } from '../../shared/icons';
import { useLocalizedPath } from '../../shared/navigation';
import { bookingTexts } from './booking.texts';
import { Success } from './BookingDialog.styles';

interface BookingSuccessProps {
  /** The request's reference (or its id when the answer had none). */
  reference: string | null | undefined;
  /** The guest has read it: the dialog closes (and the link goes on to "My requests"). */
  onDone: () => void;
}

/** The popup after a request was sent: its reference and where the answer will come. */
export function BookingSuccess({ reference, onDone }: BookingSuccessProps) {
  const t = useTexts(bookingTexts);
  const localized = useLocalizedPath();
  return (
    <Success role="status">
      <span className="mark" aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <h2 id="booking-success-title">{t.successTitle}</h2>
      <p>{t.successText}</p>
      {reference && <p className="number">{t.successNumber(reference)}</p>}
      <div>
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
