import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HOTEL } from '../../domain/hotel';
import { InstagramIcon, MailIcon, TelegramIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { useLocalizedPath } from '../../shared/navigation';
import { layoutTexts, type SectionId } from './layout.texts';
import { LogoMark } from './Logo';
import { SectionLink } from './SectionLink';
import { headingFontFamily } from '../../shared/headingFont';

/** The footer's anchor links, in the spec's order. */
const FOOTER_ANCHORS: readonly SectionId[] = ['rooms', 'about', 'offers', 'services', 'contact'];

const Wrap = styled.footer`
  margin-top: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #e8eef0;
  a {
    color: #ffffff;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1.4fr 1fr 1fr;
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  }
  h2 {
    color: #ffffff;
    font-size: 20px;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    text-decoration: none;
  }
  li a:hover {
    text-decoration: underline;
  }
`;

const Brand = styled.div`
  p {
    max-width: 36ch;
    color: #d4dfe2;
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  ${headingFontFamily}
  font-size: 26px;
  font-weight: 700;
  color: #ffffff !important;
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  padding: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-size: 14px;
  color: #d4dfe2;
  p {
    margin: 0;
  }
  a {
    display: inline-block;
    min-height: 24px;
    margin-top: 4px;
  }
`;

/** The site footer: logo, social and mail links, section anchors and the copyright line. */
export function Footer() {
  const t = useTexts(layoutTexts);
  const localized = useLocalizedPath();
  const year = new Date().getFullYear();
  const socials = [
    { id: 'instagram', href: HOTEL.socials.instagram, label: 'Instagram', Icon: InstagramIcon, external: true },
    { id: 'telegram', href: HOTEL.socials.telegram, label: 'Telegram', Icon: TelegramIcon, external: true },
    {
      id: 'mail-booking',
      href: `mailto:${HOTEL.emails.booking}`,
      label: HOTEL.emails.booking,
      Icon: MailIcon,
      external: false,
    },
    { id: 'mail-info', href: `mailto:${HOTEL.emails.info}`, label: HOTEL.emails.info, Icon: MailIcon, external: false },
  ];
  return (
    <Wrap>
      <Grid>
        <Brand>
          <BrandName>
            <LogoMark size={40} />
            {HOTEL.name}
          </BrandName>
          <p>{t.footerTagline}</p>
        </Brand>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections">{t.footerSections}</h2>
          <ul>
            {FOOTER_ANCHORS.map((id) => (
              <li key={id}>
                <SectionLink id={id}>{t.sections[id]}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t.footerContacts}</h2>
          <ul>
            {socials.map(({ id, href, label, Icon, external }) => (
              <li key={id}>
                <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <Icon size={20} />
                  {label}
                  {external && <span className="visually-hidden"> {t.opensInNewTab}</span>}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Grid>
      <Bottom>
        <p>
          © {year} {HOTEL.name}. {t.rights}
        </p>
        <p>
          <Link to={localized('/privacy')}>{t.privacy}</Link>
        </p>
      </Bottom>
    </Wrap>
  );
}
