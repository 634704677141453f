import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMessage } from '@comptoir/core';
import { expect, it, vi } from 'vitest';
import { ApiError } from '../api-client/index.ts';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';

const shown: unknown[] = [];
vi.mock('../toasts/index.ts', () => ({ useToasts: () => ({ messages: (messages: unknown[]) => shown.push(...messages) }) }));
const { TemplateNameButton } = await import('./template-name-button.tsx');
const { SaveTemplateButton } = await import('./save-template-button.tsx');

withModalDialogs();

const saved = [{ MessageStatus: 3, MessageType: 4, PrimaryMessage: 'Template “Monthly” was saved.', SecondaryMessages: [], Type: 'templates.saved' }];

it('checks the name before sending: blank and too long are said beside the field, in the buyer language, and nothing is sent', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderAt('/fr', <TemplateNameButton label="Enregistrer comme modèle" title="Enregistrer comme modèle" submitLabel="Enregistrer le modèle" onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Enregistrer comme modèle' }));
  const field = screen.getByRole('textbox', { name: 'Nom du modèle' });
  expect(document.activeElement).toBe(field);
  await user.type(field, '   ');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('Entrez un nom pour le modèle.').id);
  await user.clear(field);
  await user.type(field, 'x'.repeat(81));
  await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
  expect(screen.getByText('Le nom du modèle peut compter au plus 80 caractères.')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
});

it("shows the api's refusal (a name already used) beside the field and keeps the dialog open; a saved name closes it with a toast", async () => {
  const user = userEvent.setup();
  const taken = new ApiError(409, [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: 'You already have a template named “Monthly”. Choose another name.', SecondaryMessages: [], Type: 'templates.nameTaken' }]);
  const onSubmit = vi.fn().mockRejectedValueOnce(taken).mockResolvedValueOnce(saved);
  renderAt('/en', <TemplateNameButton label="Save As Template" title="Save As Template" submitLabel="Save template" onSubmit={onSubmit} />);
  const opener = screen.getByRole('button', { name: 'Save As Template' });
  await user.click(opener);
  await user.type(screen.getByRole('textbox', { name: 'Template name' }), '  Monthly ');
  await user.click(screen.getByRole('button', { name: 'Save template' }));
  expect(onSubmit).toHaveBeenLastCalledWith('Monthly');
  expect(screen.getByText('You already have a template named “Monthly”. Choose another name.')).toBeTruthy();
  expect((screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement).open).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Save template' }));
  expect((screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement).open).toBe(false);
  expect(shown).toEqual(saved);
  expect(document.activeElement).toBe(opener);
});

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('/%s: Save As Template opens a dialog titled as its button (it read “Save as template”)', async (language, locale) => {
  const user = userEvent.setup();
  renderAt(`/${language}`, <SaveTemplateButton orderId={1} text="" />);
  await user.click(screen.getByRole('button', { name: formatMessage(locale, 'cartTools.saveAsTemplate') }));
  expect(screen.getByRole('dialog', { name: formatMessage(locale, 'cartTools.saveAsTemplate') })).toBeTruthy();
});
