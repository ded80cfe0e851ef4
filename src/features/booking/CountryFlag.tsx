import styled from 'styled-components';

const Image = styled.img`
  flex: none;
  display: block;
  width: 24px;
  height: 16px;
  border-radius: 2px;
  /* A hairline keeps white flags (Japan, Cyprus) apart from a white list. */
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12);
  object-fit: cover;
`;

/**
 * A country's flag as an image, fetched only once it is on screen. Decorative: the name beside it
 * says which country it is, so assistive technology skips it.
 */
export function CountryFlag({ src, className }: { src: string; className?: string }) {
  if (!src) return null;
  return (
    <Image
      className={className}
      src={src}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}
