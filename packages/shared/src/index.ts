export * from './auth/auth.schema';
export * from './common';
export * from './http/errors';
