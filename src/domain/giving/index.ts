export * from './money';
export * from './kinds';
export * from './order-schema';
export * from './in-kind-schema';
export * from './catalog';
export * from './api-types';
export * from './names';
export * from './funds';
