import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

/** Where this tab's last sign-in landed (none, or the buyer's first page). */
const earlier = vi.hoisted(() => ({ landing: null as string | null }));
vi.mock('../../features/session/index.ts', () => ({
  useSession: () => ({ signedIn: true, profile: { firstName: 'Olivia', lastName: 'Chen', logonName: 'buyer-on' }, error: null, signIn: vi.fn() }),
  takeLanding: () => earlier.landing,
}));

const { SignInPage } = await import('./sign-in-page.tsx');

const Where = () => <p>{`${useLocation().pathname}${useLocation().search}`}</p>;
const signInAt = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path="/en/api/login" element={<SignInPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

it('a signed-in buyer opening the sign-in page goes to the page that asked (returnUrl), not to an earlier sign-in’s landing page', () => {
  // An earlier sign-in in this tab landed on the buyer's first page.
  earlier.landing = '/en/orders/summaries/1';
  const { unmount } = signInAt('/en/api/login?returnUrl=%2Fen%2Fcheckout');
  expect(screen.getByText('/en/checkout')).toBeTruthy();
  unmount();
  // Back to the sign-in page with no returnUrl: where that sign-in landed.
  signInAt('/en/api/login');
  expect(screen.getByText('/en/orders/summaries/1')).toBeTruthy();
});

it('without a returnUrl or an earlier landing, the signed-in buyer goes home', () => {
  earlier.landing = null;
  signInAt('/en/api/login');
  expect(screen.getByText('/en')).toBeTruthy();
});
