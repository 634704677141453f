import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { machineCatalogue, stateIdsOf, transitionsOf } from './index.ts';

describe('machine catalogue for the admin console', () => {
  it('exports the nine machines of the issue', () => {
    expect(machineCatalogue.map((entry) => entry.id).sort()).toEqual(
      ['addedToCartDrawer', 'approval', 'billingOptions', 'cartLine', 'checkout', 'groupOrder', 'onboardingActivation', 'session', 'toasts'].sort(),
    );
  });

  it.each(machineCatalogue.map((entry) => [entry.id, entry] as const))('the description of %s lists every state of its machine', (_, entry) => {
    const expected = [entry.machine.root, ...getStateNodes(entry.machine)].map((node) => node.id).sort();
    expect(stateIdsOf(entry.description.root).sort()).toEqual(expected);
  });

  it.each(machineCatalogue.map((entry) => [entry.id, entry] as const))('the description of %s lists every transition with its event', (_, entry) => {
    const nodes = [entry.machine.root, ...getStateNodes(entry.machine)];
    const described = (state: typeof entry.description.root): number => state.transitions.length + state.states.reduce((sum, child) => sum + described(child), 0);
    expect(described(entry.description.root)).toBe(nodes.reduce((sum, node) => sum + transitionsOf(node).length, 0));
  });

  it('descriptions are plain data: they survive JSON unchanged', () => {
    for (const entry of machineCatalogue) expect(JSON.parse(JSON.stringify(entry.description))).toEqual(entry.description);
  });

  it('names guards, actions and delays as the console draws them', () => {
    const drawer = machineCatalogue.find((entry) => entry.id === 'addedToCartDrawer')!.description;
    const reopening = drawer.root.states.find((state) => state.key === 'reopening')!;
    expect(reopening.transitions).toEqual([
      { event: 'xstate.after.recommendationReopen.addedToCartDrawer.reopening', targets: ['addedToCartDrawer.open'], actions: [], delay: 'recommendationReopen', reenter: false },
    ]);
    const closed = drawer.root.states.find((state) => state.key === 'closed')!;
    expect(closed.transitions[0]).toMatchObject({ event: 'cart.itemsAdded', guard: 'someAddedProductFound', actions: ['showAdded'] });
    const open = drawer.root.states.find((state) => state.key === 'open')!;
    expect(open.transitions.find((transition) => transition.event === 'drawer.viewCartClicked')?.actions).toEqual(['navigateToCart', 'flushQuantityChanges']);
    const approval = machineCatalogue.find((entry) => entry.id === 'approval')!.description;
    expect(approval.root.states.find((state) => state.key === 'shipped')?.meta).toEqual({ approvalStatus: 'SHIPPED', statusCode: 1 });
  });
});
