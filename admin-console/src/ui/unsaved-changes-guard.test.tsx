import { formatMessage } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SWITCH_LANGUAGE, WithLanguageSwitch } from '../test/language-switch.tsx';
import { renderAt } from '../test/render.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

const m = formatMessage;
const Typed = () => {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  return (
    <>
      <label htmlFor="name">Name</label>
      <input id="name" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/fr/approval-groups">Elsewhere</Link>
      <button type="button" onClick={() => navigate(-1)}>Back</button>
      <UnsavedChangesGuard unsaved={value !== ''} />
    </>
  );
};
const screens = (
  <WithLanguageSwitch>
    <Routes>
      <Route path="/:language/manage-users/create" element={<Typed />} />
      <Route path="/:language/approval-groups" element={<h1>Groups</h1>} />
      <Route path="/:language/user-management" element={<Link to="/fr/manage-users/create">Create</Link>} />
    </Routes>
  </WithLanguageSwitch>
);
const dialog = () => screen.queryByRole('dialog', { hidden: true });
const asked = () => screen.findByRole('dialog', { hidden: true });

describe('a form with changes not saved', () => {
  it('asks before another screen replaces it (in the page’s language): Cancel keeps what was typed, Leave goes', async () => {
    renderAt('/fr/manage-users/create', screens);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Zoé' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const question = await asked();
    expect(within(question).getByRole('heading', { hidden: true }).textContent).toBe(m('fr-CA', 'admin.unsavedChanges.title'));
    fireEvent.click(within(question).getByRole('button', { name: m('fr-CA', 'common.cancel'), hidden: true }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Zoé');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(within(await asked()).getByRole('button', { name: m('fr-CA', 'admin.unsavedChanges.leave'), hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeTruthy();
  });

  it('holds Back too, and lets a language switch through with what was typed (the same screen)', async () => {
    renderAt('/fr/user-management', screens);
    fireEvent.click(screen.getByRole('link', { name: 'Create' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Zoé' } });
    fireEvent.click(screen.getByRole('button', { name: SWITCH_LANGUAGE }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeTruthy());
    expect(dialog()).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Zoé');
    // Back first returns to the French form (the switch was a step of the history), then would leave it: that is asked.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy());
    expect(dialog()).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Zoé');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(await asked()).getByRole('heading', { hidden: true }).textContent).toBe(m('fr-CA', 'admin.unsavedChanges.title'));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Zoé');
  });

  it('asks nothing once nothing is left to lose', async () => {
    renderAt('/en/manage-users/create', screens);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeTruthy();
    expect(dialog()).toBeNull();
  });
});
