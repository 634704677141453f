import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const StateProbe = () => {
  const location = useLocation();
  return <p data-testid="state">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
};

describe('LanguageSwitch', () => {
  it('names each language in itself and links to the same page in the other one', () => {
    renderAt('/en/orders/summaries/1?page=2', <LanguageSwitch current="en" />);
    expect(screen.getByText('English')).toHaveProperty('ariaCurrent', 'true');
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french.getAttribute('href')).toBe('/fr/orders/summaries/1?page=2');
    expect(french.getAttribute('lang')).toBe('fr-CA');
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });

  it('offers English from a French page', () => {
    renderAt('/fr', <LanguageSwitch current="fr" />);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en');
  });

  it('keeps the page’s history state, so the page says the same thing in the other language', async () => {
    const user = userEvent.setup();
    renderAt('/en/checkout/confirmation', <Routes><Route path="*" element={<><LanguageSwitch current="en" /><StateProbe /></>} /></Routes>, { awaitingApproval: true });
    await user.click(screen.getByRole('link', { name: 'Français' }));
    expect(screen.getByTestId('state').textContent).toBe('/fr/checkout/confirmation {"awaitingApproval":true}');
  });
});

describe('LanguageSwitch and the keyboard', () => {
  const SwitchOfUrl = () => <LanguageSwitch current={useLocation().pathname.startsWith('/fr') ? 'fr' : 'en'} />;

  // Only the switch is rendered (no i18next language change here): its one link is found by its target.
  it('following « Français » with Enter keeps the focus on the switch, now the link back to English', async () => {
    const user = userEvent.setup();
    renderAt('/en/browse-products/Search?q=paper', <Routes><Route path="*" element={<SwitchOfUrl />} /></Routes>);
    screen.getByRole('link').focus();
    await user.keyboard('{Enter}');
    const english = screen.getByRole('link');
    expect(english.getAttribute('href')).toBe('/en/browse-products/Search?q=paper');
    expect(document.activeElement).toBe(english);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/browse-products/Search?q=paper');
    expect(document.activeElement).toBe(screen.getByRole('link'));
  });
});
