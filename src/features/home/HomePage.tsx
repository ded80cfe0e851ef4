import { useHomePageTitle } from '../../shared/usePageTitle';
import { useTexts } from '../../shared/i18n';
import { galleryAlt } from '../../shared/images/galleryAlt.texts';
import { AboutBlock } from './AboutBlock';
import { Contact } from './Contact';
import { GalleryTeaser } from './GalleryTeaser';
import { Hero } from './Hero';
import { homeTexts } from './home.texts';
import { HomeSection } from './HomeSection';
import { Offers } from './Offers';
import { RoomsCarousel } from './RoomsCarousel';
import { ServicesGrid } from './ServicesGrid';

/** The home page, sections in the spec's order. */
export default function HomePage() {
  const t = useTexts(homeTexts);
  const alts = useTexts(galleryAlt);
  useHomePageTitle(t.pageTitle);
  return (
    <>
      <Hero />
      <HomeSection id="rooms" title={t.rooms.title} lead={t.rooms.lead}>
        <RoomsCarousel />
      </HomeSection>
      <Offers />
      <AboutBlock />
      <ServicesGrid />
      <GalleryTeaser altFor={alts} />
      <Contact />
    </>
  );
}
