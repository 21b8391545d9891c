import { givingCatalogRouter } from './giving';
import { givingOrdersRouter } from './giving-orders';
import { givingPaymentsRouter } from './giving-payments';
import type { RouterFactory } from './kit';
import { campaignsRouter } from './campaigns';
import { walletPaymentsRouter } from './wallet-payments';

/** Every giving router; they share the payment providers of the one ApiDependencies. */
export const givingRouters: RouterFactory[] = [
  givingCatalogRouter,
  givingOrdersRouter,
  givingPaymentsRouter,
  walletPaymentsRouter,
  campaignsRouter,
];
