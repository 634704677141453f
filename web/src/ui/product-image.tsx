import './product-image.css';

/**
 * A product picture in a box of fixed size, so rows never move when images arrive; a missing image
 * keeps the box (the name is next to it, so the picture is decorative there: alt="").
 */
export const ProductImage = ({ src, alt = '', size }: { src: string | null; alt?: string; size: number }) => (
  <span className="product-image" style={{ width: size, height: size }}>
    {src ? <img src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" /> : null}
  </span>
);
