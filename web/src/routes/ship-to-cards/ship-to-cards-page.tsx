import { addressLines, type AccountCardsResponse, type CardOnFile } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToCheckout, CardOnFilePanel, fetchAccountCards, removeAccountCard, saveAccountCard } from '../../features/payment-cards/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import '../../ui/forms.css';

type ShipToCard = AccountCardsResponse['shipTos'][number];

/**
 * Spec §2.2 'share credit card' (decision 045): a client administrator keeps the credit card on file of each of their
 * client's ship-tos, offered to every buyer ordering for it. Anyone else finds no such page, as the api finds none for them.
 */
export const ShipToCardsPage = () => {
  const { t } = useTranslation();
  const { signedIn, profile } = useSession();
  const isAdmin = profile?.isAdminFlag === true;
  const fetched = useFetched(signedIn && isAdmin ? (profile?.buyerId ?? 'admin') : null, fetchAccountCards);
  const [shipTos, setShipTos] = useState<ShipToCard[] | undefined>(undefined);
  const [editing, setEditing] = useState<string | null>(null);
  const [offered, setOffered] = useState(true);
  useEffect(() => {
    if (fetched.status !== 'loaded') return;
    setShipTos(fetched.data.shipTos);
    setOffered(fetched.data.Offered);
  }, [fetched.status, fetched.data]);
  useDocumentTitle(t('cardsOnFile.shipToCardsTitle'));
  if (!signedIn) return <SignInFirst />;
  if (!isAdmin) return <NotFoundPage />;
  const changed = (shipToId: string, card: CardOnFile | null) => setShipTos((rows) => rows?.map((row) => (row.shipToId === shipToId ? { ...row, CreditCard: card } : row)));
  return (
    <div className="page ship-to-cards-page">
      <h1>{t('cardsOnFile.shipToCardsTitle')}</h1>
      <p className="field__hint">{t(offered ? 'cardsOnFile.shipToCardsHint' : 'cardsOnFile.accountCardsNotOffered')}</p>
      <BackToCheckout />
      {fetched.status === 'failed' && <LoadError error={fetched.error} onRetry={fetched.retry} />}
      {shipTos === undefined
        ? fetched.status !== 'failed' && <Skeleton height="10rem" />
        : shipTos.filter((shipTo) => offered || shipTo.CreditCard).map((shipTo) => {
            const label = t('cardsOnFile.shipToNumber', { number: shipTo.shipToNo });
            return (
              <section key={shipTo.shipToId} aria-labelledby={`ship-to-${shipTo.shipToId}`}>
                <h2 id={`ship-to-${shipTo.shipToId}`}>{label}</h2>
                <p>{addressLines(shipTo.address).join(', ')}</p>
                <CardOnFilePanel
                  card={shipTo.CreditCard}
                  label={label}
                  save={offered ? async (input) => (await saveAccountCard(shipTo.shipToId, input)).CreditCard : undefined}
                  remove={() => removeAccountCard(shipTo.shipToId)}
                  onChange={(card) => changed(shipTo.shipToId, card)}
                  editing={editing === shipTo.shipToId}
                  onEditing={(open) => setEditing(open ? shipTo.shipToId : null)}
                />
              </section>
            );
          })}
    </div>
  );
};
