import type { LanguageCode } from '../../shared/language/languages';
import { offerTexts } from '../../shared/services/offers.texts';
import { serviceSummaries } from '../../shared/services/services.texts';
import { FREE_SERVICES, type ServiceSlug } from '../../shared/services/services';

/**
 * A service's name in titles and snippets: for the free services, the home page's highlight
 * ('Free sauna'): it is what the site says about them, and it keeps 'Sauna' and 'Wi-Fi' from
 * reading the same in Uzbek and English.
 */
export function serviceHeading(slug: ServiceSlug, language: LanguageCode): string {
  if (FREE_SERVICES.includes(slug)) {
    const highlight = offerTexts[language].items.find((item) => item.key === slug);
    if (highlight) return highlight.title;
  }
  return serviceSummaries[language][slug].title;
}
