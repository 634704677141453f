import type { CardOnFile } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackToCheckout, CardOnFilePanel, fetchProfileCard, removeProfileCard, saveProfileCard } from '../../features/payment-cards/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { fetchContactDetails } from './contact-details-api.ts';
import { ContactDetailsForm } from './contact-details-form.tsx';
import '../../ui/forms.css';
import './profile-page.css';

/**
 * Spec §2.2 'edit profile': the buyer's credit card on file (decision 045), saved once and chosen at checkout as
 * 'Credit card in my profile' without typing its number; above it, their contact details and preferred language. An administrator also finds the ship-tos' cards from here.
 */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn, profile } = useSession();
  const buyerId = signedIn ? (profile?.buyerId ?? null) : null;
  const fetched = useFetched(signedIn ? (profile?.buyerId ?? 'buyer') : null, fetchProfileCard);
  const details = useFetched(buyerId, (signal) => fetchContactDetails(buyerId ?? '', signal));
  const [card, setCard] = useState<CardOnFile | null | undefined>(undefined);
  const [offered, setOffered] = useState(true);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (fetched.status !== 'loaded') return;
    setCard(fetched.data.CreditCard);
    setOffered(fetched.data.Offered);
  }, [fetched.status, fetched.data]);
  useDocumentTitle(t('cardsOnFile.profileTitle'));
  if (!signedIn) return <SignInFirst />;
  return (
    <div className="page profile-page">
      <h1>{t('cardsOnFile.profileTitle')}</h1>
      <BackToCheckout />
      <section aria-labelledby="profile-contact">
        <h2 id="profile-contact">{t('profile.contactDetails')}</h2>
        {details.status === 'failed' && <LoadError error={details.error} onRetry={details.retry} />}
        {details.status === 'loaded' && buyerId ? <ContactDetailsForm buyerId={buyerId} initial={details.data} /> : details.status === 'loading' && <Skeleton height="20rem" />}
      </section>
      <section aria-labelledby="profile-card">
        <h2 id="profile-card">{t('cardsOnFile.profileCard')}</h2>
        <p className="field__hint">{t(offered ? 'cardsOnFile.profileCardHint' : 'cardsOnFile.profileCardNotOffered')}</p>
        {fetched.status === 'failed' && <LoadError error={fetched.error} onRetry={fetched.retry} />}
        {card === undefined ? (
          fetched.status !== 'failed' && <Skeleton height="6rem" />
        ) : (
          (offered || card) && <CardOnFilePanel card={card} label={t('cardsOnFile.profileCard')} save={offered ? async (input) => (await saveProfileCard(input)).CreditCard : undefined} remove={removeProfileCard} onChange={setCard} editing={editing} onEditing={setEditing} />
        )}
      </section>
      {profile?.isAdminFlag && <p><Link to={href(language, 'shipToCards')}>{t('cardsOnFile.manageShipToCards')}</Link></p>}
    </div>
  );
};
