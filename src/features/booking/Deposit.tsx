import styled from 'styled-components';
import type { PaymentAnswer } from '../../domain/booking';
import { type ButtonStyleProps, buttonStyles } from '../../shared/Button';
import { formatPrice } from '../../shared/format';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { depositTexts } from './deposit.texts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const PayLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * The deposit of a confirmed request (when the hotel takes one online): its amount, where it
 * stands, the gateways' checkout links while it may be paid, and once paid the link to its fiscal
 * receipt at the tax office when the gateway reported it. The gateway sends the guest back here;
 * the status read on focus then shows it paid.
 */
export default function Deposit({ payment }: { payment: PaymentAnswer }) {
  const t = useTexts(depositTexts);
  const { language } = useLanguage();
  const { payme, click } = payment.links;
  const payable = Boolean(payme ?? click);
  // Not paid and no longer payable (a cancelled or declined request): nothing to say about it.
  if (payment.status === 'none' && !payable) return null;
  return (
    <>
      <p aria-live="polite">
        {t.label}: <span className="price">{formatPrice(payment.amount, language)}</span>
        {payment.status !== 'none' && (
          <>
            {' · '}
            <strong>{t.statuses[payment.status]}</strong>
          </>
        )}
        {payment.receiptUrl && (
          <>
            {' · '}
            <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
              {t.receipt}
            </a>
          </>
        )}
      </p>
      {payable && (
        <>
          <p>{t.why}</p>
          <Row>
            {payme && <PayLink href={payme}>{t.payWith.payme}</PayLink>}
            {click && <PayLink href={click}>{t.payWith.click}</PayLink>}
          </Row>
        </>
      )}
    </>
  );
}
