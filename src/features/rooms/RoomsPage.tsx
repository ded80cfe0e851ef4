import { usePageTitle } from '../../app/usePageTitle';
import { useTexts } from '../../shared/i18n';
import { PageHeading } from '../../shared/PageHeading';
import { layoutTexts } from '../layout/layout.texts';

export default function RoomsPage() {
  const t = useTexts(layoutTexts);
  usePageTitle(t.sections.rooms);
  return <PageHeading title={t.sections.rooms} />;
}
