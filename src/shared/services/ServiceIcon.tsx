import type { ServiceSlug } from './services';

const PATHS: Record<ServiceSlug, React.ReactNode> = {
  breakfast: (
    <>
      <path d="M4 10h13v3a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6v-3z" />
      <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H16.5M8 3c0 1.5 1 1.5 1 3M12 3c0 1.5 1 1.5 1 3M3 21h16" />
    </>
  ),
  parking: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M9.5 17V7.5h3.5a3 3 0 0 1 0 6H9.5" />
    </>
  ),
  wifi: (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" fill="currentColor" />
    </>
  ),
  sauna: (
    <>
      <path d="M3 20h18M5 20v-5h14v5M4 15h16" />
      <path d="M8 11c-1-1.2 1-2.3 0-3.5S9 5.2 8 4M12 11c-1-1.2 1-2.3 0-3.5s1-2.3 0-3.5M16 11c-1-1.2 1-2.3 0-3.5s1-2.3 0-3.5" />
    </>
  ),
  pool: (
    <>
      <path d="M2 17c2 0 2-1.3 4-1.3S8 17 10 17s2-1.3 4-1.3 2 1.3 4 1.3 2-1.3 4-1.3M2 21c2 0 2-1.3 4-1.3S8 21 10 21s2-1.3 4-1.3 2 1.3 4 1.3 2-1.3 4-1.3" />
      <path d="M8 14V5a2 2 0 0 1 4 0M16 14V5a2 2 0 0 0-4 0M8 9h8" />
    </>
  ),
  birds: (
    <>
      <path d="M4 13c3 0 4-3 7-3 2.5 0 4 1.6 4 3.6V15l5 2-5 .5A6 6 0 0 1 9 20c-3 0-5-3-5-7z" />
      <path d="M15 11.5l2.5-3.5M11 10c-.5-2.5.5-5 3-6" />
      <circle cx="13.2" cy="12.6" r="0.6" fill="currentColor" />
    </>
  ),
};

/** The service's line icon (decorative: the link text names the service). */
export function ServiceIcon({ slug, size = 32 }: { slug: ServiceSlug; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[slug]}
    </svg>
  );
}
