import { lazy, Suspense } from 'react';
import { PageSkeleton } from './PageSkeleton';
import { RouteGuard } from './RouteGuard';
import { useDocumentTitle, useRouteFocus } from './routeEffects';
import {
  AccountPage,
  AuthSection,
  CheckoutPage,
  ForgotPasswordPage,
  HomePage,
  ListingPage,
  LoginPage,
  PaymentSuccessPage,
  RegisterPage,
  ResetPasswordPage,
  SearchPage,
  ShopSection,
  VerifyOtpPage,
} from './routeModules';
import { Navigate, Route, Routes } from './router';

const AdminSection = lazy(() => import('./pages/admin/AdminSection'));
const DashboardPage = lazy(() => import('./pages/admin/DashboardPage'));
const ProductsPage = lazy(() => import('./pages/admin/ProductsPage'));
const OrdersPage = lazy(() => import('./pages/admin/OrdersPage'));
const FeaturesPage = lazy(() => import('./pages/admin/FeaturesPage'));
const UnauthPage = lazy(() => import('./pages/UnauthPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/**
 * The route table of spec section 2, behind the route guard. Every page names itself in the
 * document title, and moving to another page takes focus to its heading.
 */
export function AppRoutes() {
  useDocumentTitle();
  useRouteFocus();
  return (
    <RouteGuard>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          {/* The gate: the guard sends everyone on by role before this renders. */}
          <Route path="/" element={<PageSkeleton />} />
          <Route path="/auth" element={<AuthSection />}>
            <Route index element={<Navigate to="/auth/login" replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="verify-otp" element={<VerifyOtpPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
          </Route>
          <Route path="/shop" element={<ShopSection />}>
            <Route index element={<Navigate to="/shop/home" replace />} />
            <Route path="home" element={<HomePage />} />
            <Route path="listing" element={<ListingPage />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="payment-success" element={<PaymentSuccessPage />} />
          </Route>
          <Route path="/admin" element={<AdminSection />}>
            <Route index element={<Navigate to="/admin/dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="features" element={<FeaturesPage />} />
          </Route>
          {/* The status pages sit in the shop's frame: its navigation is the way on. */}
          <Route element={<ShopSection />}>
            <Route path="/unauth-page" element={<UnauthPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteGuard>
  );
}
