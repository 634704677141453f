import { isStorefrontPath } from '@comptoir/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localise, type Language } from '../../paths.ts';
import { Badge } from '../../ui/badge.tsx';
import type { BannerBlock } from './home-sections.ts';
import { readableTextOn } from './readable-text.ts';

const Banner = ({ banner, language }: { banner: BannerBlock; language: Language }) => {
  const { t } = useTranslation();
  const text = readableTextOn(banner.colour);
  const style = text ? ({ '--banner-background': banner.colour, '--banner-text': text } as CSSProperties) : undefined;
  const headingId = `banner-${banner.id}`;
  return (
    <li className="banner" style={style}>
      <article aria-labelledby={headingId}>
        <div className="banner__text">
          <h2 id={headingId}>{banner.title}</h2>
          {banner.isDraft ? <Badge tone="warning">{t('cms.draft')}</Badge> : null}
          <p>{banner.subtitle}</p>
          {isStorefrontPath(banner.href) ? <Link className="banner__cta" to={localise(language, banner.href)}>{banner.ctaLabel}</Link> : null}
        </div>
        {banner.image ? <img className="banner__image" src={banner.image.url} alt={banner.image.alt} width={240} height={160} decoding="async" /> : null}
      </article>
    </li>
  );
};

/** The layout's banners side by side: every one visible at once, no rotation to pause or chase. */
export const BannerList = ({ banners, language }: { banners: readonly BannerBlock[]; language: Language }) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('cms.banners')}>
      <ul className="banners">
        {banners.map((banner) => <Banner key={banner.id} banner={banner} language={language} />)}
      </ul>
    </section>
  );
};
