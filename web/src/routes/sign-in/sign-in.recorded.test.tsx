import { formatMessage, type Locale } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';

afterEach(() => vi.unstubAllGlobals());

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('a user ID far too long (3,000 characters, /%s): the api’s refusal says so in the page’s language and takes the focus', async (language, locale: Locale) => {
  // The authentication service's own answer, recorded by contract-tests; the storefront's other calls answer empty.
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.endsWith('/authenticate') ? recordedResponse('auth.authenticate', `logon-name-too-long-${language}`) : new Response('[]', { headers: { 'Content-Type': 'application/json' } }))));
  openStorefront(`/${language}/api/login`);
  const text = (key: string) => formatMessage(locale, key);
  fireEvent.change(await screen.findByLabelText(text('signIn.logonName')), { target: { value: 'b'.repeat(3000) } });
  fireEvent.change(screen.getByLabelText(text('signIn.password')), { target: { value: 'Comptoir2026!' } });
  fireEvent.click(screen.getByRole('button', { name: text('signIn.submit') }));
  const refusal = await screen.findByText(text('auth.logonNameTooLong'));
  expect(refusal.getAttribute('role')).toBe('alert');
  await waitFor(() => expect(document.activeElement).toBe(refusal));
});
