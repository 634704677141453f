import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { QuantityInput } from './quantity-input.tsx';

const renderBox = (value: string, rule: { salesMultiple?: number; minimumQuantity?: number }, url = '/en') =>
  renderAt(url, <QuantityInput value={value} onChange={vi.fn()} rule={rule} productLabel="Kinetik Stapler" />);

describe('the quantity box', () => {
  it('its − and + name the product, as the box does, in the page language', () => {
    renderBox('4', {}, '/fr');
    expect(screen.getByRole('button', { name: 'Diminuer la quantité — Kinetik Stapler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Augmenter la quantité — Kinetik Stapler' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quantité — Kinetik Stapler' })).toBeTruthy();
  });

  it('− is disabled where it would change nothing: at a minimum of 2 for a product sold by 1', () => {
    renderBox('2', { minimumQuantity: 2 });
    expect(screen.getByRole('button', { name: /^Decrease quantity/ })).toHaveProperty('disabled', true);
  });

  it('− is enabled above the minimum', () => {
    renderBox('3', { minimumQuantity: 2 });
    expect(screen.getByRole('button', { name: /^Decrease quantity/ })).toHaveProperty('disabled', false);
  });

  it('spec §5: a decimal quantity empties the box; its digits are not run together (2.5 or 2,5 was kept as 25)', () => {
    const onChange = vi.fn();
    renderAt('/fr', <QuantityInput value="" onChange={onChange} rule={{}} productLabel="Kinetik Stapler" />);
    const box = screen.getByRole('textbox', { name: 'Quantité — Kinetik Stapler' });
    for (const typed of ['2.5', '2,5', '-3', '<b>5</b>', '😀']) {
      fireEvent.change(box, { target: { value: typed } });
      expect(onChange).toHaveBeenLastCalledWith('');
    }
    fireEvent.change(box, { target: { value: '1 000' } });
    expect(onChange).toHaveBeenLastCalledWith('1000');
    fireEvent.change(box, { target: { value: '24' } });
    expect(onChange).toHaveBeenLastCalledWith('24');
  });
  it.each([['/en', 'Increase quantity — Kinetik Stapler', 'Next'], ['/fr', 'Augmenter la quantité — Kinetik Stapler', 'Suivant']] as const)(
    '%s: the keyboard moving between the box and its − and + is still the quantity; leaving them (a step, then Tab) is the change',
    async (url, increase, next) => {
      const user = userEvent.setup();
      const onBlur = vi.fn();
      const Box = () => {
        const [value, setValue] = useState('4');
        return <><QuantityInput value={value} onChange={setValue} rule={{}} productLabel="Kinetik Stapler" onBlur={() => onBlur(value)} /><button type="button">{next}</button></>;
      };
      renderAt(url, <Box />);
      screen.getByRole('textbox').focus();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: increase }));
      await user.keyboard('{Enter}');
      expect(onBlur).not.toHaveBeenCalled();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: next }));
      expect(onBlur).toHaveBeenCalledTimes(1);
      expect(onBlur).toHaveBeenCalledWith('5');
    },
  );
});
