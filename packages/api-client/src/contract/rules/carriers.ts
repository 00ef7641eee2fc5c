import type { OrderTracking } from '../entities';

const OTHER = { id: 'other', name: 'Other', url: null } as const;

/**
 * Extension 'order-tracking': the carriers an admin picks from when an order ships, with the
 * address of each one's public tracking page (`{number}` is replaced by the parcel number,
 * URL-encoded). 'other' has no page: the shopper sees the carrier's name and number only.
 */
export const CARRIERS = [
  { id: 'delhivery', name: 'Delhivery', url: 'https://www.delhivery.com/track/package/{number}' },
  {
    id: 'bluedart',
    name: 'Blue Dart',
    url: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}',
  },
  { id: 'dtdc', name: 'DTDC', url: 'https://www.dtdc.in/trace.asp?strCnno={number}' },
  {
    id: 'ecomexpress',
    name: 'Ecom Express',
    url: 'https://ecomexpress.in/tracking/?awb_field={number}',
  },
  {
    id: 'xpressbees',
    name: 'Xpressbees',
    url: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}',
  },
  {
    id: 'indiapost',
    name: 'India Post',
    url: 'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?consignmentnumber={number}',
  },
  OTHER,
] as const satisfies ReadonlyArray<{ id: string; name: string; url: string | null }>;

export type CarrierId = (typeof CARRIERS)[number]['id'];
export const CARRIER_IDS = CARRIERS.map((carrier) => carrier.id) as [CarrierId, ...CarrierId[]];

/** A parcel as an order carries it: the carrier's name and, when it has one, the tracking page. */
export function toTracking(carrier: CarrierId, number: string): OrderTracking {
  const known = CARRIERS.find((entry) => entry.id === carrier) ?? OTHER;
  return {
    carrier: known.id,
    carrierName: known.name,
    number,
    url: known.url ? known.url.replace('{number}', encodeURIComponent(number)) : null,
  };
}
