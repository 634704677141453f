import { formatMessage, type Locale } from '@comptoir/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { LanguageSwitch } from '../../features/language-switch/index.ts';
import { languageOfPath } from '../../paths.ts';
import { renderAt } from '../../test/render.tsx';
import { answerCheckout, endCheckoutTest, recordedDetails } from '../../testing/checkout-answers.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

const client = { clientId: 'c-1', clientNo: '100100', province: 'ON', minimumOrderAmount: null, creditCardMandatoryType: 'optional' as const, suspendedDateFrom: null, suspendedDateUntil: null };
const languages = [
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const;

/** The address bar and the browser's Back and Forward, as the router sees them. */
const browser: { at: string; go: NavigateFunction | null } = { at: '', go: null };
const Browser = () => {
  const location = useLocation();
  browser.go = useNavigate();
  browser.at = `${location.pathname}${location.search}`;
  return null;
};
const press = (delta: number) => act(() => void browser.go?.(delta));

/** The header's language switch, following the address as the layout does. */
const SwitchOfUrl = () => <LanguageSwitch current={languageOfPath(useLocation().pathname) ?? 'en'} />;

const flowAt = async (url: string) => {
  answerCheckout();
  renderAt(url, <><SwitchOfUrl /><CheckoutFlow details={await recordedDetails()} client={client} orderHold={null} /><Browser /></>);
};
const heading = (locale: Locale, key: string) => screen.findByRole('heading', { level: 2, name: formatMessage(locale, key) });
const toReview = async (locale: Locale) => {
  await userEvent.setup().click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.continueToReview') }));
  await heading(locale, 'checkout.reviewAndConfirm');
};

afterEach(endCheckoutTest);

describe('Review & Confirm in the browser history', () => {
  it.each(languages)('/%s: Continue adds an entry; Back returns to Delivery Details with what the buyer chose, heading focused (it left checkout for the cart)', async (language, locale) => {
    await flowAt(`/${language}/checkout`);
    const instructions = screen.getByRole('textbox', { name: formatMessage(locale, 'fields.deliveryInstructions') });
    await userEvent.setup().type(instructions, 'Dock 3');
    await toReview(locale);
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout?step=review`));

    await press(-1);
    const details = await heading(locale, 'checkout.deliveryDetails');
    expect(browser.at).toBe(`/${language}/checkout`);
    await waitFor(() => expect(document.activeElement).toBe(details));
    expect((screen.getByRole('textbox', { name: formatMessage(locale, 'fields.deliveryInstructions') }) as HTMLTextAreaElement).value).toBe('Dock 3');
    // Forward does not skip the checks of Continue: the address is set back to Delivery Details.
    await press(1);
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout`));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(formatMessage(locale, 'checkout.deliveryDetails'));
    await toReview(locale);
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout?step=review`));
  });

  it.each(languages)('/%s: Edit delivery details steps back over the Review & Confirm entry, so Back does not return to it', async (language, locale) => {
    await flowAt(`/${language}/checkout`);
    await toReview(locale);
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout?step=review`));
    await userEvent.setup().click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.editDeliveryDetails') }));
    await heading(locale, 'checkout.deliveryDetails');
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout`));
    await toReview(locale);
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout?step=review`));
    await press(-1);
    await heading(locale, 'checkout.deliveryDetails');
    expect(browser.at).toBe(`/${language}/checkout`);
  });

  it.each(languages)('/%s: an address on Review & Confirm at the start (a reload) shows Delivery Details and loses the step', async (language, locale) => {
    await flowAt(`/${language}/checkout?step=review`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(formatMessage(locale, 'checkout.deliveryDetails'));
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout`));
  });

  it.each([['fr', 'fr-CA', 'en', 'English'], ['en', 'en-CA', 'fr', 'Français']] as const)('/%s: the language switched on Review & Confirm, Edit delivery details stays in the language switched to (/%s)', async (language, locale, other, otherName) => {
    await flowAt(`/${language}/checkout`);
    await toReview(locale);
    await waitFor(() => expect(browser.at).toBe(`/${language}/checkout?step=review`));
    await userEvent.setup().click(screen.getByRole('link', { name: otherName }));
    await waitFor(() => expect(browser.at).toBe(`/${other}/checkout?step=review`));
    // Only the address changes language here (no layout): the button keeps the first language's name.
    await userEvent.setup().click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.editDeliveryDetails') }));
    await heading(locale, 'checkout.deliveryDetails');
    await waitFor(() => expect(browser.at).toBe(`/${other}/checkout`));
  });
});
