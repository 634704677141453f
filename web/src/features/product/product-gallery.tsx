import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../ui/product-image.tsx';

/** The main picture and its thumbnails (buttons, so the keyboard can switch them). */
export const ProductGallery = ({ images, name }: { images: readonly string[]; name: string }) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0] ?? null;
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <ProductImage src={current} size={360} alt={t('product.imageOf', { index: shown + 1, count: Math.max(1, images.length), name })} />
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button type="button" aria-pressed={index === shown} aria-label={t('product.showImage', { index: index + 1 })} onClick={() => setShown(index)}>
                <ProductImage src={image} size={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
