import { BrandingSchema, BudgetSchema, ClientSettingsSchema, DefaultPageResponseSchema, landingPageFor } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { budgets, buyers, clients } from '../../db/schema/index.ts';
import { bodyOf, seedWorld, signIn, type World } from '../../test/test-app.ts';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describeEachWorld('clients, settings, branding, budget and landing page', (testDb) => {
  let world: World;
  beforeAll(async () => {
    world = await seedWorld(testDb());
  });
  const clientOf = (logonName: string) => world.dataset.clients.find((client) => client.id === world.clientIdOf(logonName));
  const get = async (logonName: string, path: string, language = 'en-CA') => {
    const session = await signIn(world.app, logonName);
    return world.app.request(path.replace('{clientId}', world.clientIdOf(logonName)), { headers: { ...session.headers, 'Accept-Language': language } });
  };

  it('settings of a default-brand client: its own flags, no partner branding', async () => {
    const settings = ClientSettingsSchema.parse(await bodyOf(await get('buyer-on', '/svc/buyers/clients/{clientId}/settings')));
    const own = clientOf('buyer-on')?.settings;
    expect(settings).toMatchObject({ showContractFirst: own?.showContractFirst, isPunchOutEnable: own?.isPunchOutEnable, brandedEmailType: own?.brandedEmailType, logoFilename: null, brandingShortName: null, copyrightText: null });
    const branding = BrandingSchema.parse(await bodyOf(await get('buyer-on', '/svc/buyers/clients/{clientId}/branding')));
    expect(branding).toMatchObject({ brand: 'default', brandingShortName: null, contactEmail: clientOf('buyer-on')?.salesRepEmail, salesRepEmail: clientOf('buyer-on')?.salesRepEmail });
  });

  it("settings and branding of a partner-brand client, in the buyer's language", async () => {
    const brand = world.dataset.partnerBrands.find((b) => b.key === 'laurentide');
    const settings = ClientSettingsSchema.parse(await bodyOf(await get('partner-laurentide', '/svc/buyers/clients/{clientId}/settings', 'fr-CA')));
    expect(settings).toMatchObject({ brandedEmailType: 3, brandingShortName: brand?.shortName, copyrightText: brand?.copyright.fr, contactEmailLabel: brand?.contactEmailLabel.fr });
    const branding = BrandingSchema.parse(await bodyOf(await get('partner-laurentide', '/svc/buyers/clients/{clientId}/branding', 'en-CA')));
    expect(branding).toEqual({
      brand: 'laurentide', logoFilename: null, logoText: brand?.logoText, primaryColor: brand?.primaryColor, brandingShortName: brand?.shortName,
      copyrightText: brand?.copyright.en, contactEmailLabel: brand?.contactEmailLabel.en, contactEmail: brand?.contactEmail, salesRepEmail: clientOf('partner-laurentide')?.salesRepEmail,
    });
    const session = await signIn(world.app, 'partner-laurentide');
    const other = await world.app.request(`/svc/buyers/clients/${world.clientIdOf('buyer-on')}/settings`, { headers: session.headers });
    expect(other.status).toBe(404);
  });

  it('branding of a client without a sales representative: no e-mail rather than an empty one', async () => {
    await testDb().db.update(clients).set({ salesRepEmail: '' }).where(eq(clients.id, world.clientIdOf('demo')));
    const branding = BrandingSchema.parse(await bodyOf(await get('demo', '/svc/buyers/clients/{clientId}/branding')));
    expect(branding).toMatchObject({ brand: 'default', contactEmail: null, salesRepEmail: null });
  });

  it("budget model: the buyer's own budget wins over the client's shared one; none gives zeros", async () => {
    const clientId = world.clientIdOf('buyer-on');
    const period = { clientId, period: 'monthly' as const, beginDate: isoDay(-3), endDate: isoDay(3), showBudgetCalculator: true, showTimePeriodDates: true, timePeriodMessageEn: 'This week', timePeriodMessageFr: 'Cette semaine' };
    await testDb().db.insert(budgets).values([{ ...period, buyerId: null, totalBudget: 900_000, availableBudget: 800_000 }, { ...period, buyerId: world.buyerId('buyer-on'), totalBudget: 250_000, availableBudget: 120_000 }]);
    const own = BudgetSchema.parse(await bodyOf(await get('buyer-on', '/api/budgetCalculator/budgetCalculatorModel', 'fr-CA')));
    expect(own).toEqual({ totalBudget: 250_000, availableBudget: 120_000, beginDate: isoDay(-3), endDate: isoDay(3), showBudgetCalculator: true, showTimePeriodDates: true, timePeriodMessage: 'Cette semaine' });
    const shared = BudgetSchema.parse(await bodyOf(await get('approver-on', '/api/budgetCalculator/budgetCalculatorModel')));
    expect(shared).toMatchObject({ totalBudget: 900_000, availableBudget: 800_000, timePeriodMessage: 'This week' });
    const none = BudgetSchema.parse(await bodyOf(await get('partner-maplebay', '/api/budgetCalculator/budgetCalculatorModel')));
    expect(none).toMatchObject({ totalBudget: 0, availableBudget: 0, beginDate: null, showBudgetCalculator: false });
  });

  it("budget model on a month's last evening in Toronto (the next month in UTC): the month's budget, the one checkout charges", async () => {
    const buyerId = world.buyerId('buyer-ab');
    const month = (beginDate: string, endDate: string, totalBudget: number) => ({ clientId: world.clientIdOf('buyer-ab'), buyerId, period: 'monthly' as const, beginDate, endDate, totalBudget, availableBudget: totalBudget, showBudgetCalculator: true, showTimePeriodDates: true });
    await testDb().db.insert(budgets).values([month('2031-02-01', '2031-02-28', 310_000), month('2031-03-01', '2031-03-31', 320_000)]);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-01T03:30:00Z') });
    try {
      const budget = BudgetSchema.parse(await bodyOf(await get('buyer-ab', '/api/budgetCalculator/budgetCalculatorModel')));
      expect(budget).toMatchObject({ totalBudget: 310_000, beginDate: '2031-02-01', endDate: '2031-02-28' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('getDefaultPage follows firstPageType (spec §2.2); visitors get home', async () => {
    for (const [logonName, firstPageType, page] of [['buyer-on', 2, 'home'], ['buyer-bc', 4, 'submittedOrders'], ['approver-on', 5, 'approvalOrders'], ['group-invitee', 6, 'quickGroupOrder'], ['buyer-mb', 10, 'search']] as const) {
      expect(DefaultPageResponseSchema.parse(await bodyOf(await get(logonName, '/api/navigation/getDefaultPage')))).toEqual({ firstPageType, defaultPage: page });
    }
    await testDb().db.update(buyers).set({ firstPageType: 7 }).where(eq(buyers.id, world.buyerId('demo')));
    expect(await bodyOf(await get('demo', '/api/navigation/getDefaultPage'))).toEqual({ firstPageType: 7, defaultPage: landingPageFor(7) });
    expect(await bodyOf(await world.app.request('/api/navigation/getDefaultPage'))).toEqual({ firstPageType: 2, defaultPage: 'home' });
  });
});
