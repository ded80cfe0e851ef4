/**
 * The owner's "Prices and rules" page (/staff/rates): seasons, restrictions, the cancellation
 * policy, a preview of what a guest would pay, and the history of changes with their revert
 * (docs/rates.md). Every change refreshes every part through the api's 'StaffRates' tag.
 */
import styled from 'styled-components';
import { useTexts } from '../../shared/i18n';
import { useConsoleTitle } from './ConsoleLayout';
import { RateHistory } from './RateHistory';
import { RatePolicy } from './RatePolicy';
import { RatePreview } from './RatePreview';
import { RateRestrictions } from './RateRestrictions';
import { RateSeasons } from './RateSeasons';
import { ratesTexts } from './rates.texts';

const Sections = styled.div`
  display: grid;
  gap: 16px;
  max-width: 760px;
`;

export default function RatesPage() {
  const t = useTexts(ratesTexts);
  useConsoleTitle(t.title);
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      <Sections>
        <RateSeasons />
        <RateRestrictions />
        <RatePolicy />
        <RatePreview />
        <RateHistory />
      </Sections>
    </>
  );
}
