import { formatMessage, type Locale } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { withLanguageSwitch } from '../../test/switchable-language.tsx';

const profileChanged = vi.fn();
const session = { signedIn: true, profile: { buyerId: 'b-1', isAdminFlag: false }, profileChanged };
const toasts: string[] = [];
vi.mock('../../features/session/index.ts', () => ({ useSession: () => session, SignInFirst: () => null }));
vi.mock('../../features/toasts/index.ts', () => ({ useToasts: () => ({ show: (key: string) => toasts.push(key) }) }));

const { ProfilePage } = await import('./profile-page.tsx');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const olivia = {
  buyerId: 'b-1', firstName: 'Olivia', lastName: 'Chen', title: '', emailAddress: 'olivia.chen@northwind.ca', secondaryEmailAddress: '',
  telNumber: '416-555-0142', telNumberExtension: '', faxNumber: '416-555-0143', cultureCode: 'en-CA',
};

/** The api as the page calls it: the buyer, the card on file, and the PATCH (saved as sent, or `refuse`'s answer). */
const answer = (refuse?: () => Response, stored: Record<string, unknown> = olivia) => {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  let buyer: Record<string, unknown> = { ...stored };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    sent.push({ method, path, body });
    if (path === '/api/buyer/profile/credit-card') return json({ CreditCard: null, Offered: true });
    if (method === 'PATCH') {
      if (refuse) return refuse();
      const changes = Object.fromEntries(Object.entries(body as Record<string, string | null>).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : '']));
      buyer = { ...buyer, ...changes };
    }
    return json(buyer);
  }));
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
  profileChanged.mockClear();
});

const pageIn = (language: 'en' | 'fr') => {
  const locale: Locale = language === 'en' ? 'en-CA' : 'fr-CA';
  const t = (key: string, params?: Record<string, string | number>) => formatMessage(locale, key, params);
  const field = (label: string) => screen.getByRole('textbox', { name: t(label) });
  const errorOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
  return { t, field, errorOf };
};

describe('profile page: the buyer\'s contact details (spec §2.2 edit profile)', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`/${language}: shows the buyer's details, saves the edited ones with a toast and names the buyer anew in the session`, async () => {
      const sent = answer();
      const { t, field } = pageIn(language);
      const user = userEvent.setup();
      renderAt(`/${language}/account/profile`, <ProfilePage />);
      const form = await screen.findByRole('form', { name: t('profile.contactDetails') });
      expect((field('fields.firstName') as HTMLInputElement).value).toBe('Olivia');
      expect((field('fields.emailAddress') as HTMLInputElement).value).toBe('olivia.chen@northwind.ca');
      expect((within(form).getByRole('combobox', { name: t('account.language') }) as HTMLSelectElement).value).toBe('en-CA');
      await user.clear(field('fields.firstName'));
      await user.type(field('fields.firstName'), '  Liv ');
      await user.type(field('fields.title'), 'Office manager');
      await user.type(field('fields.telephoneExtension'), '204');
      await user.clear(field('fields.faxNumber'));
      await user.selectOptions(within(form).getByRole('combobox', { name: t('account.language') }), 'fr-CA');
      await user.click(within(form).getByRole('button', { name: t('profile.save') }));
      await waitFor(() => expect(toasts).toEqual(['profile.saved']));
      expect(sent.filter((call) => call.method === 'PATCH')).toEqual([{
        method: 'PATCH', path: '/svc/buyers/buyers/b-1',
        // Only what the buyer changed: an administrator's change made meanwhile to another field stays.
        body: { firstName: '  Liv ', title: 'Office manager', telNumberExtension: '204', faxNumber: null, cultureCode: 'fr-CA' },
      }]);
      expect(profileChanged).toHaveBeenCalledWith({ firstName: 'Liv', lastName: 'Chen', cultureCode: 'fr-CA' });
      expect((field('fields.firstName') as HTMLInputElement).value).toBe('Liv');
      expect((field('fields.faxNumber') as HTMLInputElement).value).toBe('');
    });

    it(`/${language}: each field's problem is said beside it (spec §5), the first focused, and nothing is sent`, async () => {
      const sent = answer();
      const { t, field, errorOf } = pageIn(language);
      const user = userEvent.setup();
      renderAt(`/${language}/account/profile`, <ProfilePage />);
      await screen.findByRole('form', { name: t('profile.contactDetails') });
      await user.clear(field('fields.firstName'));
      await user.clear(field('fields.emailAddress'));
      await user.type(field('fields.emailAddress'), 'olivia@');
      await user.type(field('fields.telephoneExtension'), 'x12');
      await user.click(screen.getByRole('button', { name: t('profile.save') }));
      const first = field('fields.firstName');
      expect(first.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(first)).toBe(t('errors.fieldRequired', { field: t('fields.firstName') }));
      expect(document.activeElement).toBe(first);
      expect(errorOf(field('fields.emailAddress'))).toBe(t('errors.invalidEmail'));
      expect(errorOf(field('fields.telephoneExtension'))).toBe(t('errors.invalidExtension', { field: t('fields.telephoneExtension') }));
      expect(field('fields.lastName').getAttribute('aria-invalid')).toBeNull();
      // A name with no letter is no one's name: told beside the field, as the api would.
      await user.clear(field('fields.lastName'));
      await user.type(field('fields.lastName'), '--');
      await user.click(screen.getByRole('button', { name: t('profile.save') }));
      expect(errorOf(field('fields.lastName'))).toBe(t('errors.nameLetters', { field: t('fields.lastName') }));
      await user.clear(field('fields.emailAddress'));
      await user.click(screen.getByRole('button', { name: t('profile.save') }));
      expect(errorOf(field('fields.emailAddress'))).toBe(t('errors.fieldRequired', { field: t('fields.emailAddress') }));
      expect(sent.filter((call) => call.method === 'PATCH')).toEqual([]);
      expect(toasts).toEqual([]);
    });

    it(`/${language}: the api's refusal is said beside the field it names; nothing else changes`, async () => {
      const { t, field, errorOf } = pageIn(language);
      const refusal = t('errors.invalidTelephone', { field: t('fields.faxNumber') });
      answer(() => json({ isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: t('errors.formInvalid'), SecondaryMessages: [] }], FieldErrors: { faxNumber: refusal } }, 400));
      const user = userEvent.setup();
      renderAt(`/${language}/account/profile`, <ProfilePage />);
      await screen.findByRole('form', { name: t('profile.contactDetails') });
      await user.clear(field('fields.lastName'));
      await user.type(field('fields.lastName'), 'Tremblay');
      // A number the form's rule takes that the api refuses, as a newer rule would.
      await user.clear(field('fields.faxNumber'));
      await user.type(field('fields.faxNumber'), '416-555-0144');
      await user.click(screen.getByRole('button', { name: t('profile.save') }));
      await waitFor(() => expect(document.activeElement).toBe(field('fields.faxNumber')));
      expect(errorOf(field('fields.faxNumber'))).toBe(refusal);
      expect((field('fields.lastName') as HTMLInputElement).value).toBe('Tremblay');
      expect(profileChanged).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
    });
  }

  it('a buyer whose account has no telephone number yet (an administrator added them) changes their language without being made to give one', async () => {
    const sent = answer(undefined, { ...olivia, telNumber: '' });
    const user = userEvent.setup();
    renderAt('/en/account/profile', <ProfilePage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Preferred language' }), 'Français');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts).toEqual(['profile.saved']));
    expect(sent.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ cultureCode: 'fr-CA' }]);
  });

  it('/fr: a refusal that names no field is said in an alert that takes the keyboard; the session keeps its name', async () => {
    answer(() => json({}, 500));
    const { t } = pageIn('fr');
    const user = userEvent.setup();
    renderAt('/fr/account/profile', <ProfilePage />);
    await screen.findByRole('form', { name: t('profile.contactDetails') });
    await user.click(screen.getByRole('button', { name: t('profile.save') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t('errors.generic'));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(profileChanged).not.toHaveBeenCalled();
  });

  it('the problems beside the fields are said again in the language the buyer switches to, their field named in it', async () => {
    answer();
    const user = userEvent.setup();
    renderAt('/en/account/profile', withLanguageSwitch(<ProfilePage />));
    const lastName = await screen.findByRole('textbox', { name: 'Last Name' });
    await user.clear(lastName);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Last Name | This field is mandatory.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Français' }));
    await waitFor(() => expect(screen.getByText('Nom | Ce champ est obligatoire.')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Nom' }).getAttribute('aria-invalid')).toBe('true');
  });
});
