import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles, Container } from '../shared/Button';
import { useTexts } from '../shared/i18n';
import { useLocalizedPath } from '../shared/navigation';
import { appTexts } from './app.texts';
import { usePageTitle } from '../shared/usePageTitle';
import { headingFontFamily } from '../shared/headingFont';

const Box = styled(Container)`
  text-align: center;
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  p.code {
    ${headingFontFamily}
    font-size: 96px;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accent};
    margin: 0;
  }
  h1 {
    font-size: 36px;
  }
  div {
    display: flex;
    gap: 12px;
    justify-content: center;
    flex-wrap: wrap;
  }
`;

const Action = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The page for any address the site does not have. */
export default function NotFoundPage() {
  const t = useTexts(appTexts);
  const localized = useLocalizedPath();
  usePageTitle(t.notFoundTitle);
  return (
    <Box>
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <div>
        <Action to={localized('/')}>{t.notFoundHome}</Action>
        <Action to={localized('/rooms')} $variant="outline">
          {t.notFoundRooms}
        </Action>
      </div>
    </Box>
  );
}
