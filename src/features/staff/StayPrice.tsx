/**
 * A stay's price as the server gave it, for the New booking form (the quote) and a request's page
 * (the nightly prices stored with it): consecutive nights at one price as bands with their dates,
 * each night on demand, and the total. It shows the server's numbers and adds none of its own
 * but one check: that the bands come to the total it was given.
 */
import styled from 'styled-components';
import { bandsTotal, nightBands } from '../../domain/nightBands';
import type { QuoteNight } from '../../domain/rates';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { priceTexts } from './price.texts';
import { formatPrice, formatStay, formatStayDate } from './staffFormat';
import { staffTexts } from './staff.texts';

const Box = styled.div`
  display: grid;
  gap: 6px;
  ul {
    margin: 0;
    padding-left: 20px;
  }
  .rate,
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
  .total {
    font-size: 18px;
    margin: 0;
  }
  .price {
    white-space: nowrap;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    margin: 0;
  }
  summary {
    cursor: pointer;
  }
`;

export interface StayPriceProps {
  nights: readonly QuoteNight[];
  units: number;
  total: number;
  /** Whose price it is (citizen or foreign guest), when known. */
  rate?: 'citizen' | 'foreign';
}

export function StayPrice({ nights, units, total, rate }: StayPriceProps) {
  const t = useTexts(priceTexts);
  const staff = useTexts(staffTexts);
  const { language } = useLanguage();
  const bands = nightBands(nights);
  const sum = bandsTotal(bands, units);
  return (
    <Box>
      {rate && <p className="rate">{t.rates[rate]}</p>}
      <ul aria-label={t.bands}>
        {bands.map((band) => (
          <li key={band.from}>
            {t.band(
              formatStay(band.from, band.to, language),
              staff.nights(band.nights),
              formatPrice(band.price, language),
            )}
            {units > 1 ? ` ${t.perRoom}` : ''}
          </li>
        ))}
      </ul>
      <p className="total">
        {t.total}: <strong className="price">{formatPrice(total, language)}</strong> ({staff.nights(nights.length)}
        {units > 1 ? ` × ${staff.unitsCount(units)}` : ''})
      </p>
      {sum !== total && <p className="problem">{t.mismatch(formatPrice(sum, language))}</p>}
      {nights.length > 1 && (
        <details>
          <summary>{t.eachNight}</summary>
          <ul aria-label={t.eachNight}>
            {nights.map((night) => (
              <li key={night.date}>
                {formatStayDate(night.date, language)}:{' '}
                <span className="price">{formatPrice(night.price, language)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Box>
  );
}
