import type { ContractCase } from '../case';
import { addressCases } from './addresses';
import { adminAccountCases } from './adminAccount';
import { adminCustomerCases } from './adminCustomers';
import { adminDashboardCases } from './adminDashboard';
import { adminOrderSearchCases } from './adminOrderSearch';
import { adminOrderCases } from './adminOrders';
import { adminProductSearchCases } from './adminProductSearch';
import { adminProductCases } from './adminProducts';
import { authCases } from './auth';
import { cartCases } from './cart';
import { catalogueCases } from './catalogue';
import { catalogueCsvCases } from './catalogueCsv';
import { colourRestockCases } from './colourRestock';
import { colourCases } from './colours';
import { extensionCases } from './extensions';
import { extraCases } from './extras';
import { facetCases } from './facets';
import { fitCases } from './fit';
import { invoiceCases } from './invoices';
import { orderFollowUpCases } from './orderFollowUp';
import { orderCases } from './orders';
import { pictureWidthCases } from './pictureWidths';
import { restockAlertCases } from './restockAlerts';
import { reviewCases } from './reviews';
import { wishlistCases } from './wishlist';

/** The one table: every endpoint of spec section 7, the server's extras and the extensions. */
export const CASES: readonly ContractCase[] = [
  ...authCases,
  ...adminProductCases,
  ...adminOrderCases,
  ...adminAccountCases,
  ...catalogueCases,
  ...cartCases,
  ...reviewCases,
  ...wishlistCases,
  ...addressCases,
  ...orderCases,
  ...orderFollowUpCases,
  ...invoiceCases,
  ...extraCases,
  ...extensionCases,
  ...pictureWidthCases,
  ...adminProductSearchCases,
  ...adminCustomerCases,
  ...adminOrderSearchCases,
  ...adminDashboardCases,
  ...colourRestockCases,
  ...colourCases,
  ...fitCases,
  ...catalogueCsvCases,
  ...facetCases,
  ...restockAlertCases,
];
