import type { AnyDb } from '../schemaHelpers';

export async function up(_db: AnyDb): Promise<void> {}

export async function down(_db: AnyDb): Promise<void> {}
