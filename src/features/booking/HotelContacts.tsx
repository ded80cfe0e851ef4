import styled from 'styled-components';
import { formatPhone, HOTEL } from '../../domain/hotel';
import { type ButtonStyleProps, buttonStyles } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { PhoneIcon, TelegramIcon } from '../../shared/icons';
import { nextStepTexts } from './nextStep.texts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
  p {
    margin: 0;
    flex-basis: 100%;
  }
`;

const Action = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  gap: 8px;
  /* "Call the reception" and the number wrap on a 320 px phone instead of widening the page. */
  flex-wrap: wrap;
  max-width: 100%;
  white-space: normal;
  span {
    white-space: nowrap;
  }
`;

/** The reception's phone (a call link, its number shown) and the hotel's Telegram. */
export function HotelContacts({ className }: { className?: string }) {
  const t = useTexts(nextStepTexts);
  const phone = HOTEL.phones[0];
  return (
    <Row className={className}>
      <p>{t.questions}</p>
      <Action href={`tel:${phone}`} $variant="outline" $size="sm">
        <PhoneIcon size={18} />
        {t.call} <span dir="ltr">{formatPhone(phone)}</span>
      </Action>
      <Action href={HOTEL.socials.telegram} $variant="outline" $size="sm">
        <TelegramIcon size={18} />
        {t.telegram}
      </Action>
    </Row>
  );
}
