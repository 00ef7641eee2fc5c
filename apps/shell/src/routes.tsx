import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSkeleton } from './PageSkeleton';
import { RouteGuard } from './RouteGuard';
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

const BackOfficePage = lazy(() => import('./pages/admin/BackOfficePage'));
const UnauthPage = lazy(() => import('./pages/UnauthPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The route table of spec section 2, behind the route guard. */
export function AppRoutes() {
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
          {/* One module for the whole back office until @atelier/admin-ui ships its screens. */}
          <Route path="/admin/*" element={<BackOfficePage />} />
          <Route path="/unauth-page" element={<UnauthPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteGuard>
  );
}
