import styled from 'styled-components';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { Container } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { privacyTexts } from './privacy.texts';

const Notice = styled.div`
  max-width: 72ch;
  padding-bottom: ${({ theme }) => theme.space(8)};
  overflow-wrap: anywhere;
  nav ol {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding-left: 1.4em;
    line-height: 1.8;
  }
  section {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  h2 {
    font-size: clamp(22px, 3.5vw, 28px);
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
  }
  p,
  li {
    font-size: 17px;
    line-height: 1.65;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    padding-left: 1.4em;
  }
`;

const Version = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px !important;
`;

/** /privacy: the privacy notice of the version a booking records (src/domain/privacy.ts). */
export default function PrivacyPage() {
  const t = useTexts(privacyTexts);
  usePageTitle(t.title);
  return (
    <>
      <PageHeading title={t.title} lead={t.lead} />
      <Container>
        <Notice>
          <Version>{t.version(PRIVACY_NOTICE_VERSION)}</Version>
          <nav aria-labelledby="privacy-contents">
            <h2 id="privacy-contents">{t.contents}</h2>
            <ol>
              {t.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#privacy-${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {t.sections.map((section) => (
            <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
              <h2 id={`privacy-${section.id}`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Notice>
      </Container>
    </>
  );
}
