export * from './auth';
export * from './bookings';
export * from './catalog';
export * from './events';
export * from './media';
export * from './organizations';
export * from './outbox';
export * from './users';
