import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { type ButtonStyleProps, buttonStyles, Container } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { Picture } from '../../shared/images/Picture';
import { prefersReducedMotion } from '../../shared/useReducedMotion';
import { useRevealOnce } from '../../shared/useRevealOnce';
import { useLocalizedPath } from '../../shared/navigation';
import { homeTexts } from './home.texts';

/** The about block's entrance (spec section 4): 0.6 s each, 0.08 s apart, after 0.02 s; all 0 under reduced motion. */
export const ABOUT_REVEAL = { duration: 0.6, stagger: 0.08, delay: 0.02, threshold: 0.4 } as const;

const Wrap = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space(12)} 0;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1.1fr 1fr;
    gap: ${({ theme }) => theme.space(8)};
  }
  .photo {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  h2 {
    font-size: clamp(32px, 5vw, 48px);
  }
  p {
    font-size: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Item = styled.div<{ $waiting: boolean; $index: number; $still: boolean }>`
  ${({ $waiting, $index, $still }) => {
    const duration = $still ? 0 : ABOUT_REVEAL.duration;
    const delay = $still ? 0 : ABOUT_REVEAL.delay + $index * ABOUT_REVEAL.stagger;
    return css`
      transition:
        opacity ${duration}s ease ${delay}s,
        transform ${duration}s ease ${delay}s;
      opacity: ${$waiting ? 0 : 1};
      transform: ${$waiting ? 'translateY(28px)' : 'none'};
    `;
  }}
`;

const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The home about block (anchor #about): photo, heading, paragraph and a link to /about; it animates in once at 40% visible. */
export function AboutBlock() {
  const t = useTexts(homeTexts).about;
  const localized = useLocalizedPath();
  const ref = useRef<HTMLElement>(null);
  const waiting = useRevealOnce(ref, ABOUT_REVEAL.threshold) === 'waiting';
  const still = typeof window !== 'undefined' && prefersReducedMotion();
  return (
    <Wrap
      ref={ref}
      id="about"
      aria-labelledby="about-title"
      data-reveal={waiting ? 'waiting' : 'shown'}
      data-deferred-render=""
    >
      <Container>
        <Grid>
          <Item className="photo" $waiting={waiting} $index={0} $still={still}>
            <Picture id="about/1" alt={t.photoAlt} sizes="(min-width: 768px) 50vw, 100vw" />
          </Item>
          <div>
            <Item $waiting={waiting} $index={1} $still={still}>
              <h2 id="about-title">{t.title}</h2>
            </Item>
            <Item $waiting={waiting} $index={2} $still={still}>
              <p>{t.body}</p>
            </Item>
            <Item $waiting={waiting} $index={3} $still={still}>
              <Cta to={localized('/about')}>
                {t.cta}
                {/* The visible text is the spec's; the link's name also says where it leads. */}
                <span className="visually-hidden"> {t.ctaContext}</span>
              </Cta>
            </Item>
          </div>
        </Grid>
      </Container>
    </Wrap>
  );
}
