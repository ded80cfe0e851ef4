import type { MouseEvent, ReactNode } from 'react';
import { useLocalizedPath, useSectionNavigation } from '../../shared/navigation';

/**
 * A link to a home section (#rooms…). It is a real link (/#rooms), so it also works in a new tab;
 * a plain click scrolls smoothly instead.
 */
export function SectionLink({
  id,
  children,
  className,
  onNavigate,
}: {
  id: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}) {
  const goToSection = useSectionNavigation();
  const localized = useLocalizedPath();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onNavigate?.();
    goToSection(id);
  };
  return (
    <a href={`${localized('/')}#${id}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
