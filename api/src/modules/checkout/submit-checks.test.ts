import { describe, expect, it } from 'vitest';
import { budgetDecision, budgetMessages } from './submit-checks.ts';

describe('budget decision (issue 7)', () => {
  it('an order over a budget already spent says nothing is available (0,00 $), not an available budget of -42,50 $', () => {
    const warned = budgetMessages(budgetDecision('warn', -4250, 47365, 'fr-CA'));
    expect(warned.map((message) => message.PrimaryMessage)).toEqual(['Cette commande (473,65\u00a0$) dépasse votre budget disponible de 0,00\u00a0$. Vous pouvez tout de même la soumettre.']);
    const blocked = budgetMessages(budgetDecision('block', -1, 1000, 'en-CA'));
    expect(blocked.map((message) => message.PrimaryMessage)).toEqual(['This order ($10.00) is over your available budget of $0.00. It cannot be submitted: remove items or lower quantities until the order total is within the budget.']);
  });

  it('an order over a budget with some left names what is left', () => {
    expect(budgetMessages(budgetDecision('warn', 57609, 1878052, 'en-CA')).map((message) => message.PrimaryMessage)).toEqual(['This order ($18,780.52) is over your available budget of $576.09. You can still submit it.']);
    expect(budgetDecision('warn', 57609, 57609, 'en-CA')).toEqual({ kind: 'within' });
  });

  it('says what the buyer can do: a blocked order what to change, a warned one that it can still be submitted (in French too, with a no-break space before the colon)', () => {
    expect(budgetMessages(budgetDecision('block', 57609, 1878052, 'fr-CA')).map((message) => message.PrimaryMessage)).toEqual([
      'Cette commande (18\u00a0780,52\u00a0$) dépasse votre budget disponible de 576,09\u00a0$. Elle ne peut pas être soumise\u00a0: retirez des articles ou réduisez les quantités jusqu’à ce que le total respecte le budget.',
    ]);
    expect(budgetMessages(budgetDecision('warn', 57609, 1878052, 'fr-CA')).map((message) => message.PrimaryMessage)).toEqual(['Cette commande (18\u00a0780,52\u00a0$) dépasse votre budget disponible de 576,09\u00a0$. Vous pouvez tout de même la soumettre.']);
  });
});
