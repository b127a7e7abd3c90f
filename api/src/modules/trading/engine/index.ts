export * from './account-metrics';
export * from './apply-fill';
export * from './decide-order';
export * from './market-close';
export * from './random-walk';
export * from './types';
