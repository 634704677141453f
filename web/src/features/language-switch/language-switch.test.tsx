import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

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
});
