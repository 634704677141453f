import { formatMessage, type DashboardMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { MessagesTile } from './messages-tile.tsx';

type Language = 'en' | 'fr';
const text = (language: Language, key: string) => formatMessage(language === 'fr' ? 'fr-CA' : 'en-CA', key);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const message = (n: number, overrides: Partial<DashboardMessage> = {}): DashboardMessage => ({
  messageId: `00000000-0000-4000-8000-00000000000${n}`, MessageStatus: 3, MessageType: 4, PrimaryMessage: `Notice ${n}`, SecondaryMessages: [], createdDate: '2026-03-01', ...overrides,
});

/** The tile's calls: the load, and each mark-read answered by `read` (the active messages left, as the api answers). */
const answerWith = (loaded: DashboardMessage[], read: (id: string) => Response | Promise<Response>) => {
  const marked: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const { pathname } = new URL(input, 'http://localhost');
    if (pathname === '/api/dashboard/messages' && (init?.method ?? 'GET') === 'GET') return json(loaded);
    const id = /^\/api\/dashboard\/messages\/([^/]+)\/read$/.exec(pathname)?.[1];
    if (!id || init?.method !== 'POST') throw new Error(`The tile asked for ${init?.method ?? 'GET'} ${pathname}`);
    marked.push(decodeURIComponent(id));
    return read(id);
  }));
  return marked;
};
const leaving = (messages: DashboardMessage[]) => (id: string) => {
  messages.splice(messages.findIndex((candidate) => candidate.messageId === id), 1);
  return json(messages);
};

const tile = (language: Language) => screen.findByRole('region', { name: text(language, 'dashboard.messagesTile') });
const markReadButton = (language: Language, primary: string) => screen.findByRole('button', { name: `${text(language, 'dashboard.markRead')} ${primary}` });

afterEach(() => vi.unstubAllGlobals());

describe('the messages tile: Mark as read', () => {
  it.each(['en', 'fr'] as const)('in %s: each message has a button named with its message; pressed, the message leaves and the keyboard goes to the one that took its place, then the one before, then the empty state', async (language) => {
    const active = [message(1), message(2), message(3)];
    const marked = answerWith([...active], leaving([...active]));
    const user = userEvent.setup();
    renderAt(`/${language}/dashboard`, <MessagesTile />);
    const messages = await tile(language);
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    expect(within(messages).getAllByRole('button').map((button) => button.textContent)).toEqual(Array(3).fill(text(language, 'dashboard.markRead')));

    (await markReadButton(language, 'Notice 2')).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(messages).queryByText('Notice 2')).toBeNull());
    expect(document.activeElement).toBe(await markReadButton(language, 'Notice 3'));
    await user.keyboard(' ');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `${text(language, 'dashboard.markRead')} Notice 1` })));
    await user.keyboard('{Enter}');
    const empty = await within(messages).findByText(text(language, 'dashboard.noMessages'));
    await waitFor(() => expect(document.activeElement).toBe(empty));
    expect(marked).toEqual([active[1], active[2], active[0]].map((read) => read?.messageId));
  });

  it('shows the next active message the answer brings (an eleventh moves up)', async () => {
    const first = [message(1)];
    answerWith(first, () => json([message(2, { PrimaryMessage: 'Moved up' })]));
    const user = userEvent.setup();
    renderAt('/en/dashboard', <MessagesTile />);
    await user.click(await markReadButton('en', 'Notice 1'));
    expect(await within(await tile('en')).findByText('Moved up')).toBeTruthy();
    expect(document.activeElement).toBe(await markReadButton('en', 'Moved up'));
  });

  it("a refusal shows the api's text in the page's language beside the message, which stays with the keyboard on its button", async () => {
    const own = message(1);
    answerWith([own], () => recordedResponse('dashboard.markMessageRead', 'other-buyer-fr'));
    const user = userEvent.setup();
    renderAt('/fr/dashboard', <MessagesTile />);
    const button = await markReadButton('fr', 'Notice 1');
    await user.click(button);
    const item = (await within(await tile('fr')).findByRole('alert')).closest('li') as HTMLElement;
    expect(within(item).getByRole('alert').textContent).toBe(text('fr', 'errors.notFound'));
    expect(within(item).getByText('Notice 1')).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });

  it('a second press while the first is on its way is not sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    const marked = answerWith([message(1), message(2)], () => new Promise<Response>((resolve) => { answer = resolve; }));
    const user = userEvent.setup();
    renderAt('/en/dashboard', <MessagesTile />);
    const button = await markReadButton('en', 'Notice 1');
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    await user.click(button);
    expect(marked).toHaveLength(1);
    answer(json([message(2)]));
    await waitFor(() => expect(screen.queryByText('Notice 1')).toBeNull());
  });
});
