import styled from 'styled-components';
import { usePageTitle } from '../../app/usePageTitle';
import { Container } from '../../shared/Button';
import { HOTEL } from '../../shared/hotel';
import { useTexts } from '../../shared/i18n';
import { layoutTexts, type SectionId } from '../layout/layout.texts';

const ORDER: readonly SectionId[] = ['rooms', 'offers', 'about', 'services', 'gallery', 'contact'];

const Hero = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  background: linear-gradient(160deg, #0f4c5c, #0a3641);
  color: #fff;
  h1 { color: #fff; font-size: clamp(36px, 7vw, 64px); }
`;

const Section = styled.section`
  min-height: 60vh;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

export default function HomePage() {
  const t = useTexts(layoutTexts);
  usePageTitle(null);
  return (
    <>
      <Hero>
        <h1>{HOTEL.name}</h1>
      </Hero>
      {ORDER.map((id) => (
        <Section key={id} id={id} aria-labelledby={`${id}-title`}>
          <Container>
            <h2 id={`${id}-title`}>{t.sections[id]}</h2>
          </Container>
        </Section>
      ))}
    </>
  );
}
