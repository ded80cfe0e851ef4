import styled from 'styled-components';
import { formatPhone, HOTEL, HOTEL_ADDRESS, mapEmbedUrl, mapLinkUrl } from '../../domain/hotel';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { homeTexts } from './home.texts';
import { HomeSection } from './HomeSection';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1.4fr;
    align-items: stretch;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    display: flex;
    align-items: center;
    gap: 10px;
    font-weight: 700;
    margin-bottom: 4px;
    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  dd {
    margin: 0 0 0 34px;
  }
  dd a {
    display: inline-flex;
    min-height: 32px;
    align-items: center;
    font-size: 18px;
  }
  address {
    font-style: normal;
  }
`;

const MapBox = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadows.card};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** Contact (anchor #contact): the map at the hotel's coordinates, the address, two phones and the e-mail. */
export function Contact() {
  const t = useTexts(homeTexts).contact;
  const { language } = useLanguage();
  return (
    <HomeSection id="contact" title={t.title} lead={t.lead} tone="alt">
      <Grid>
        <Details>
          <div>
            <dt>
              <MapPinIcon size={22} />
              {t.address}
            </dt>
            <dd>
              <address>{HOTEL_ADDRESS[language].full}</address>
              <a href={mapLinkUrl()} target="_blank" rel="noopener noreferrer">
                {t.openMap}
              </a>
            </dd>
          </div>
          <div>
            <dt>
              <PhoneIcon size={22} />
              {t.phones}
            </dt>
            {HOTEL.phones.map((phone) => (
              <dd key={phone}>
                <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
              </dd>
            ))}
          </div>
          <div>
            <dt>
              <MailIcon size={22} />
              {t.email}
            </dt>
            <dd>
              <a href={`mailto:${HOTEL.emails.booking}`}>{HOTEL.emails.booking}</a>
            </dd>
          </div>
        </Details>
        <MapBox>
          <iframe title={t.mapTitle} src={mapEmbedUrl()} loading="lazy" referrerPolicy="no-referrer" />
        </MapBox>
      </Grid>
    </HomeSection>
  );
}
