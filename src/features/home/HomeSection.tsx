import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../shared/Button';
import { useRevealOnce } from '../../shared/useRevealOnce';

const Wrap = styled.section<{ $tone: 'plain' | 'alt' }>`
  padding: ${({ theme }) => theme.space(8)} 0;
  background: ${({ theme, $tone }) => ($tone === 'alt' ? theme.colors.surfaceAlt : 'transparent')};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space(12)} 0;
  }
  > div {
    transition:
      opacity 0.7s ease,
      transform 0.7s ease;
  }
  &[data-reveal='waiting'] > div {
    opacity: 0;
    transform: translateY(24px);
  }
`;

const Head = styled.header`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  .eyebrow {
    margin: 0 0 8px;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    font-size: clamp(32px, 5vw, 48px);
    margin: 0 0 12px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 18px;
    margin: 0;
  }
`;

/** A home section with its anchor id; it fades in once when scrolled into view (not under reduced motion). */
export function HomeSection({
  id,
  title,
  eyebrow,
  lead,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const reveal = useRevealOnce(ref, 0.15);
  return (
    <Wrap ref={ref} id={id} aria-labelledby={`${id}-title`} $tone={tone} data-reveal={reveal} data-deferred-render="">
      <Container>
        <Head>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p>{lead}</p>}
        </Head>
        {children}
      </Container>
    </Wrap>
  );
}
