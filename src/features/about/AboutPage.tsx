import { usePageTitle } from '../../app/usePageTitle';
import { useTexts } from '../../shared/i18n';
import { PageHeading } from '../../shared/PageHeading';
import { layoutTexts } from '../layout/layout.texts';

export default function AboutPage() {
  const t = useTexts(layoutTexts);
  usePageTitle(t.sections.about);
  return <PageHeading title={t.sections.about} />;
}
