import { formatMessage } from '@comptoir/core';
import { recordedExchange } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';
import { forgetRestoredBuyer, jsonAnswer as json, restoreBuyer, restoredBuyerId, restoredProfile } from '../../test/restored-buyer.ts';

const gone = '0b8f3a52-5f0e-4c3e-9d55-2f7f6e1d4a10';
const profile = restoredProfile({ logonName: 'buyer-on', firstName: 'Olivia', lastName: 'Chen', cultureCode: 'en-CA' });
const templateCalls: string[] = [];

beforeEach(() => {
  templateCalls.length = 0;
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const locale = new Headers(init?.headers).get('Accept-Language') === 'fr-CA' ? 'fr-CA' : 'en-CA';
      if (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`)) return json(profile);
      if (url.startsWith('/svc/orders/templates/')) {
        templateCalls.push(url);
        return json({ isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: formatMessage(locale, 'templates.notFound'), SecondaryMessages: [], Type: 'templates.notFound' }] }, 404);
      }
      return json([]);
    }),
  );
  restoreBuyer();
});
afterEach(forgetRestoredBuyer);

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('a template that is gone (deleted in another tab) says so and leads back to the templates, with no Try again that cannot help (/%s)', async (language, locale) => {
  const text = (key: string) => formatMessage(locale, key);
  openStorefront(`/${language}/orders/templates/details?id=${gone}`);
  const told = await screen.findByText(text('templates.notFound'));
  expect(told.closest('[role="alert"]')).toBeTruthy();
  expect(screen.getByRole('link', { name: text('templates.backToTemplates') })).toBeTruthy();
  expect(screen.queryByRole('button', { name: text('common.retry') })).toBeNull();
});

it('a template address whose id is not one goes to the templates, as an order address does, without asking the api', async () => {
  openStorefront('/en/orders/templates/details?id=nope');
  await waitFor(() => expect(window.location.pathname).toBe('/en/orders/templates'));
  expect(templateCalls).toEqual([]);
});

it('the template read in the other language, with the keyboard on the language switch, keeps the keyboard there (the heading took it)', async () => {
  const user = userEvent.setup();
  const template = recordedExchange('templates.get', 'success-en').response.body as { templateId: string; name: string };
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`)) return json(profile);
      if (url.startsWith('/svc/orders/templates/')) {
        asked.push(new Headers(init?.headers).get('Accept-Language') ?? '');
        return json(template);
      }
      return json([]);
    }),
  );
  openStorefront(`/en/orders/templates/details?id=${template.templateId}`);
  const heading = await screen.findByRole('heading', { level: 1, name: template.name });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  screen.getByRole('link', { name: 'Français' }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('link', { name: formatMessage('fr-CA', 'nav.skipToContent') });
  await waitFor(() => expect(asked).toEqual(['en-CA', 'fr-CA']));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'English' })));
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'English' }));
});
