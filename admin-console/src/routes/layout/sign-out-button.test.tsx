import { formatMessage } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const m = formatMessage;
const Header = ({ onSignOut }: { onSignOut: () => void }) => {
  const [value, setValue] = useState('');
  return (
    <>
      <SignOutButton onSignOut={onSignOut} />
      <label htmlFor="firstName">Prénom</label>
      <input id="firstName" value={value} onChange={(event) => setValue(event.target.value)} />
      <UnsavedChangesGuard unsaved={value !== ''} />
    </>
  );
};
const dialog = () => screen.queryByRole('dialog', { hidden: true });

describe('Sign out in the header', () => {
  it('with a form’s changes not saved, asks first (in the page’s language): Cancel keeps them and the session', async () => {
    const onSignOut = vi.fn();
    renderAt('/fr/manage-users/create', <Header onSignOut={onSignOut} />);
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Zoë' } });
    const signOut = screen.getByRole('button', { name: m('fr-CA', 'nav.signOut') });
    signOut.focus();
    fireEvent.click(signOut);
    const question = await screen.findByRole('dialog', { hidden: true });
    expect(within(question).getByRole('heading', { hidden: true }).textContent).toBe('Se déconnecter sans enregistrer\u00a0?');
    expect(onSignOut).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: m('fr-CA', 'common.cancel'), hidden: true }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Prénom')).toHaveProperty('value', 'Zoë');
    expect(document.activeElement).toBe(signOut);

    fireEvent.click(signOut);
    fireEvent.click(within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', { name: m('fr-CA', 'admin.unsavedChanges.signOut'), hidden: true }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('with nothing left to lose, signs out at once', () => {
    const onSignOut = vi.fn();
    renderAt('/en/manage-users/create', <Header onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: m('en-CA', 'nav.signOut') }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });
});
