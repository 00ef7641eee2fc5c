import type { ContractCase } from '../case';
import { addressCases, cartCases, reviewCases, wishlistCases } from './account';
import { adminCases } from './admin';
import { authCases } from './auth';
import { catalogueCases } from './catalogue';
import { extraCases } from './extras';
import { orderCases } from './orders';

/** The one table: every endpoint of spec section 7, the server's extras and the extensions. */
export const CASES: readonly ContractCase[] = [
  ...authCases,
  ...adminCases,
  ...catalogueCases,
  ...cartCases,
  ...reviewCases,
  ...wishlistCases,
  ...addressCases,
  ...orderCases,
  ...extraCases,
];
