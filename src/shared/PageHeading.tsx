import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackButton } from './BackButton';
import { Container } from './Button';

const Head = styled.div`
  padding-bottom: ${({ theme }) => theme.space(3)};
  h1 {
    font-size: clamp(32px, 6vw, 48px);
    margin-top: ${({ theme }) => theme.space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 65ch;
    font-size: 18px;
  }
`;

/** An inner page's top: the Back button, the page title and an optional lead paragraph. */
export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Container>
      <Head>
        <BackButton />
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </Head>
    </Container>
  );
}
