/** The product's name on the client side: the one place it is spelled out. */
export const PRODUCT_NAME = 'BrokerBridge';
export const COPYRIGHT_YEAR = 2025;
