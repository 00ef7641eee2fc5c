import { NotFoundPage, UnauthPage } from '@atelier/shop-ui';
import { Route, Routes } from 'react-router-dom';

/** The route table of spec section 2; shop, auth and admin sections land with their packages. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/unauth-page" element={<UnauthPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
