/** The bench server's do-nothing route; outside /api so it can never be mistaken for the product's. */
export const BARE_ROUTE = '/bench/bare';
