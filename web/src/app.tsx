import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ShopperProviders } from './features/cart/index.ts';
import { withLaterTexts } from './i18n/later-texts.ts';
import { href, languageOfPath, routes, withLanguagePrefix } from './paths.ts';
import { routes as transactionalRoutes } from './paths.ts';
import { SiteLayout } from './routes/layout/site-layout.tsx';

// Route-level code splitting: each screen is its own chunk, loaded when first visited; every one but the home page
// with the later texts (decision 044: the home page's first render loads without them, issue 8).
const HomePage = lazy(() => import('./routes/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const SearchPage = lazy(withLaterTexts(() => import('./routes/search/search-page.tsx').then((m) => ({ default: m.SearchPage }))));
const BrowsePage = lazy(withLaterTexts(() => import('./routes/browse/browse-page.tsx').then((m) => ({ default: m.BrowsePage }))));
const ProductDetailPage = lazy(withLaterTexts(() => import('./routes/product-detail/product-detail-page.tsx').then((m) => ({ default: m.ProductDetailPage }))));
const ComparePage = lazy(withLaterTexts(() => import('./routes/compare/compare-page.tsx').then((m) => ({ default: m.ComparePage }))));
const SignInPage = lazy(withLaterTexts(() => import('./routes/sign-in/sign-in-page.tsx').then((m) => ({ default: m.SignInPage }))));
const CartPage = lazy(withLaterTexts(() => import('./routes/cart/cart-page.tsx').then((m) => ({ default: m.CartPage }))));
const CheckoutPage = lazy(withLaterTexts(() => import('./routes/checkout/checkout-page.tsx').then((m) => ({ default: m.CheckoutPage }))));
const ConfirmationPage = lazy(withLaterTexts(() => import('./routes/confirmation/confirmation-page.tsx').then((m) => ({ default: m.ConfirmationPage }))));
const OrderSummariesPage = lazy(withLaterTexts(() => import('./routes/orders/order-summaries-page.tsx').then((m) => ({ default: m.OrderSummariesPage }))));
const ApprovalOrdersPage = lazy(withLaterTexts(() => import('./routes/approval-orders/approval-orders-page.tsx').then((m) => ({ default: m.ApprovalOrdersPage }))));
const OrderDetailsPage = lazy(withLaterTexts(() => import('./routes/order-details/order-details-page.tsx').then((m) => ({ default: m.OrderDetailsPage }))));
const ChangePasswordPage = lazy(withLaterTexts(() => import('./routes/change-password/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage }))));
const BuyAgainPage = lazy(withLaterTexts(() => import('./routes/buy-again/buy-again-page.tsx').then((m) => ({ default: m.BuyAgainPage }))));
const FindOrderPage = lazy(withLaterTexts(() => import('./routes/find-order/find-order-page.tsx').then((m) => ({ default: m.FindOrderPage }))));
const BackOrderedPage = lazy(withLaterTexts(() => import('./routes/back-ordered/back-ordered-page.tsx').then((m) => ({ default: m.BackOrderedPage }))));
const TemplatesPage = lazy(withLaterTexts(() => import('./routes/templates/templates-page.tsx').then((m) => ({ default: m.TemplatesPage }))));
const TemplateDetailsPage = lazy(withLaterTexts(() => import('./routes/templates/template-details-page.tsx').then((m) => ({ default: m.TemplateDetailsPage }))));
const DashboardPage = lazy(withLaterTexts(() => import('./routes/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage }))));
const ProfilePage = lazy(withLaterTexts(() => import('./routes/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage }))));
const ShipToCardsPage = lazy(withLaterTexts(() => import('./routes/ship-to-cards/ship-to-cards-page.tsx').then((m) => ({ default: m.ShipToCardsPage }))));
const NotFoundPage = lazy(withLaterTexts(() => import('./routes/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage }))));

/** Unprefixed locations get a language prefix: their own typed in capitals, else English (the server redirects '/' by Accept-Language). */
const AddLanguagePrefix = () => <Navigate to={withLanguagePrefix(useLocation())} replace />;

/**
 * Spec §2.2 Reorder (/orders/reorder): an order is reordered from its details or the submitted orders, where it is named;
 * an address of this screen (the older site's links, with the order's id or EW number) leads there.
 */
const ReorderAddress = () => {
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname) ?? 'en';
  const params = new URLSearchParams(search);
  const named = params.has('id') || params.has('ewayorderno');
  return <Navigate to={named ? `${href(language, 'orderDetails')}${search}` : href(language, 'submittedOrders')} replace />;
};

export const App = () => (
  <ShopperProviders>
  <Routes>
    {(['en', 'fr'] as const).map((language) => (
      // Case-sensitive: '/FR/…' matched the French screens, which read their language from the address as none and showed English.
      <Route key={language} path={`/${language}`} caseSensitive element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routes.search} element={<SearchPage />} />
        <Route path={routes.category} element={<BrowsePage />} />
        <Route path={routes.productDetail} element={<ProductDetailPage />} />
        <Route path={routes.compare} element={<ComparePage />} />
        <Route path={transactionalRoutes.signIn} element={<SignInPage />} />
        <Route path={transactionalRoutes.cart} element={<CartPage />} />
        <Route path={transactionalRoutes.checkout} element={<CheckoutPage />} />
        <Route path={transactionalRoutes.confirmation} element={<ConfirmationPage />} />
        <Route path={transactionalRoutes.submittedOrders} element={<OrderSummariesPage />} />
        <Route path={transactionalRoutes.approvalOrders} element={<ApprovalOrdersPage view="awaiting" />} />
        <Route path={transactionalRoutes.recentApprovals} element={<ApprovalOrdersPage view="recentlyApproved" />} />
        <Route path={transactionalRoutes.orderDetails} element={<OrderDetailsPage />} />
        <Route path={transactionalRoutes.reorder} element={<ReorderAddress />} />
        <Route path={transactionalRoutes.changePassword} element={<ChangePasswordPage />} />
        <Route path={transactionalRoutes.buyAgain} element={<BuyAgainPage />} />
        <Route path={transactionalRoutes.backOrdered} element={<BackOrderedPage />} />
        <Route path={transactionalRoutes.findOrder} element={<FindOrderPage />} />
        <Route path={transactionalRoutes.templates} element={<TemplatesPage />} />
        <Route path={transactionalRoutes.templateDetails} element={<TemplateDetailsPage />} />
        <Route path={transactionalRoutes.dashboard} element={<DashboardPage />} />
        <Route path={transactionalRoutes.profile} element={<ProfilePage />} />
        <Route path={transactionalRoutes.shipToCards} element={<ShipToCardsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    ))}
    <Route path="*" element={<AddLanguagePrefix />} />
  </Routes>
  </ShopperProviders>
);
