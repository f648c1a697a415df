export * from './auth/auth.schema';
export * from './common';
export * from './definitions/clusterSettings.schema';
export * from './definitions/definitions.schema';
export * from './http/errors';
export * from './otherDefinitions/otherDefinitions.schema';
