import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { text } from '../../i18n/texts.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { hasUnsavedChanges } from '../../ui/unsaved-changes-guard.tsx';

/** The header's Sign out: with a form's changes not saved on the page, it first asks whether to lose them (Cancel keeps them). */
export const SignOutButton = ({ onSignOut }: { onSignOut: () => void }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="admin-header__sign-out" onClick={() => (hasUnsavedChanges() ? setAsking(true) : onSignOut())}>{t('nav.signOut')}</button>
      {asking && (
        <ConfirmDialog
          title={t(text.unsavedSignOutTitle)}
          body={t(text.unsavedSignOutBody)}
          confirmLabel={t(text.unsavedSignOut)}
          danger
          busy={false}
          onConfirm={() => {
            setAsking(false);
            onSignOut();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
};
