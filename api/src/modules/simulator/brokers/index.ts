export * from './broker-profile';
export * from './broker-profiles';
export * from './check-order';
export * from './account-capabilities';
export { ENGINE_ORDER_TYPES } from './validate-broker-profile';
export * from './data-as-of';
