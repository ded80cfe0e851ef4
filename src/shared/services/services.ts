/** The six services, in the order the site lists them (spec section 2). */
export const SERVICE_SLUGS = ['breakfast', 'parking', 'wifi', 'sauna', 'pool', 'birds'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface Service {
  id: number;
  slug: ServiceSlug;
  route: string;
}

export const SERVICES: readonly Service[] = SERVICE_SLUGS.map((slug, i) => ({
  id: i + 1,
  slug,
  route: `/services/${slug}`,
}));

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value ?? '');
}

/** The services the spec describes as free (section 1). */
export const FREE_SERVICES: readonly ServiceSlug[] = ['breakfast', 'parking', 'wifi', 'sauna'];
