import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { DrawerProvider, useDrawerActor } from './drawer-provider.tsx';

describe('DrawerProvider', () => {
  it('gives a new shopper a fresh drawer without remounting the page under it (an open menu or typed text survives sign-in)', async () => {
    let mounts = 0;
    const actors = new Set<unknown>();
    const Page = () => {
      actors.add(useDrawerActor());
      useEffect(() => {
        mounts += 1;
      }, []);
      return <input aria-label="kept" />;
    };
    const Shop = () => {
      const [buyer, setBuyer] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setBuyer('buyer-1')}>
            sign in
          </button>
          <DrawerProvider shopper={buyer ?? 'guest'} signedIn={buyer !== null} mergeMode={false} clientNo="" onCartChanged={() => undefined}>
            <Page />
          </DrawerProvider>
        </>
      );
    };
    renderAt('/en', <Shop />);
    await userEvent.type(screen.getByRole('textbox', { name: 'kept' }), 'toner');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect((screen.getByRole('textbox', { name: 'kept' }) as HTMLInputElement).value).toBe('toner');
    expect(mounts).toBe(1);
    expect(actors.size).toBe(2);
  });
});
