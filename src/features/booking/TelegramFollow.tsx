import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import type { LocalBookingRecord } from '../../shared/myRequests/bookingRecords';
import { useRequestStatusQuery } from './requestStatusApi';
import { telegramFollowTexts } from './telegramFollow.texts';

const FollowLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  /* At 320 px a long label wraps instead of widening the page. */
  white-space: normal;
  text-align: center;
  max-width: 100%;
`;

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(0.5)};
  p {
    margin: 0;
  }
`;

/**
 * "Get updates in Telegram": the hotel bot's link for this request (single use, from the status
 * route while no chat follows it and the hotel's bot is on); nothing without one.
 */
export function TelegramFollowLink({ href }: { href: string | undefined }) {
  const t = useTexts(telegramFollowTexts);
  if (!href) return null;
  return (
    <Box>
      <FollowLink href={href} target="_blank" rel="noopener noreferrer" $variant="outline" $size="sm">
        {t.link}
      </FollowLink>
      <p>{t.note}</p>
    </Box>
  );
}

/** The link for a request sent from this device (the success popup): read from its status. */
export function TelegramFollow({ record }: { record: LocalBookingRecord | undefined }) {
  const status = useRequestStatusQuery(
    { id: record?.bookingId ?? '', token: record?.statusToken ?? '' },
    { skip: !record?.statusToken },
  );
  return <TelegramFollowLink href={status.data?.telegramLink} />;
}
