import { z } from 'zod';
import { phoneField } from '../common/checkedFields';
import { dateText, lira, rowId, timestamp } from '../common/responses';
import { dateField, integerField, moneyField, optionalString, requiredString } from '../common/zodRules';
import { HOUSE_KINDS } from '../definitions/definitions.schema';

// Payloads of the /other-definitions screens. Optional fields accept null (the API turns '' into null first).

const flag = z.boolean().optional();
const id = integerField({ min: 1 });
const optionalId = integerField({ min: 1 }).nullish();
const text = (max: number) => optionalString(max).nullable();
/** Budgets and fixture values; the largest amount a complex plausibly records. */
const amount = moneyField({ min: 0, max: 999_999_999.99 }).nullish();

/** A definition that is only a name (contract, cleaning, breakdown types, payback reasons, fixture groups). */
const namedSchema = () => z.object({ cluster_id: id, name: requiredString(100), is_active: flag });

export const projectSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  description: text(1000),
  starts_on: dateField().nullish(),
  ends_on: dateField().nullish(),
  amount,
  is_active: flag,
});
export type ProjectInput = z.infer<typeof projectSchema>;

/** Spec §3: +1 for incomes, -1 for the other expense types (the default). */
export const EXPENSE_TYPE_SIGNS = [1, -1] as const;

export const expenseTypeSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  parent_id: optionalId,
  sign: z.literal(EXPENSE_TYPE_SIGNS, { error: 'Geçerli bir seçim yapın.' }).optional(),
  is_active: flag,
});
export type ExpenseTypeInput = z.infer<typeof expenseTypeSchema>;

/** The child expense type form: the parent type is required (spec §5). */
export const childExpenseTypeSchema = expenseTypeSchema.extend({ parent_id: id });

export const incomeTypeSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  parent_id: optionalId,
  is_active: flag,
});
export type IncomeTypeInput = z.infer<typeof incomeTypeSchema>;

export const otherIncomeSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  description: text(1000),
  is_active: flag,
});
export type OtherIncomeInput = z.infer<typeof otherIncomeSchema>;

export const fixtureGroupSchema = namedSchema();
export type FixtureGroupInput = z.infer<typeof fixtureGroupSchema>;

/** Fixture statuses of `types/generic` (fixture_statuses). */
export const FIXTURE_STATUS_IDS = [1, 2, 3, 4] as const;

export const fixtureSchema = z.object({
  cluster_id: id,
  fixture_group_id: id,
  name: requiredString(100),
  brand: text(100),
  serial_no: text(100),
  acquired_on: dateField().nullish(),
  amount,
  status_id: integerField({ min: 1, max: FIXTURE_STATUS_IDS.length }).nullish(),
  is_active: flag,
});
export type FixtureInput = z.infer<typeof fixtureSchema>;

export const paybackReasonSchema = namedSchema();
export const contractTypeSchema = namedSchema();
export const cleaningTypeSchema = namedSchema();
/** Spec §5: breakdown type name required, at most 100 characters. */
export const breakdownTypeSchema = namedSchema();

export const maintenanceTypeSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  parent_id: optionalId,
  is_active: flag,
});
export type MaintenanceTypeInput = z.infer<typeof maintenanceTypeSchema>;

export const clusterPhoneSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  phone: phoneField(),
  description: text(500),
  is_active: flag,
});
export type ClusterPhoneInput = z.infer<typeof clusterPhoneSchema>;

/** A maintenance plan: what is maintained, how often and when next. */
export const maintenanceSchema = z.object({
  cluster_id: id,
  maintenance_type_id: id,
  name: requiredString(100),
  period_months: integerField({ min: 1, max: 120 }).nullish(),
  next_on: dateField().nullish(),
  description: text(1000),
  is_active: flag,
});
export type MaintenanceInput = z.infer<typeof maintenanceSchema>;

export const houseIntegrationSchema = z.object({
  cluster_id: id,
  house_id: id,
  integration_code: requiredString(100),
  provider_name: requiredString(100),
  is_active: flag,
});
export type HouseIntegrationInput = z.infer<typeof houseIntegrationSchema>;

// Rows as the /other-definitions API answers them.

/** What every complex's definition answers besides its own fields. */
const definitionColumns = {
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
};

/** A definition that is only a name (fixture groups, payback reasons, contract, cleaning and breakdown types). */
export const namedDefinitionRow = z.object({ ...definitionColumns, name: z.string() });
export type NamedDefinition = z.infer<typeof namedDefinitionRow>;

export const projectRow = namedDefinitionRow.extend({
  description: z.string().nullable(),
  starts_on: dateText.nullable(),
  ends_on: dateText.nullable(),
  amount: lira.nullable(),
});
export type Project = z.infer<typeof projectRow>;

/** Expense and income types: a system type has no complex (`is_system`), a child type its parent's name. */
const typeColumns = {
  ...definitionColumns,
  cluster_id: rowId.nullable(),
  cluster_name: z.string().nullable(),
  name: z.string(),
  parent_id: rowId.nullable(),
  parent_name: z.string().nullable(),
  is_system: z.boolean(),
};

export const expenseTypeRow = z.object({ ...typeColumns, sign: z.literal(EXPENSE_TYPE_SIGNS) });
export type ExpenseType = z.infer<typeof expenseTypeRow>;

export const incomeTypeRow = z.object(typeColumns);
export type IncomeType = z.infer<typeof incomeTypeRow>;

export const otherIncomeRow = namedDefinitionRow.extend({ description: z.string().nullable() });
export type OtherIncome = z.infer<typeof otherIncomeRow>;

export const fixtureRow = namedDefinitionRow.extend({
  fixture_group_id: rowId,
  fixture_group_name: z.string(),
  brand: z.string().nullable(),
  serial_no: z.string().nullable(),
  acquired_on: dateText.nullable(),
  amount: lira.nullable(),
  status_id: z.number().int().nullable(),
});
export type Fixture = z.infer<typeof fixtureRow>;

export const maintenanceTypeRow = namedDefinitionRow.extend({
  parent_id: rowId.nullable(),
  parent_name: z.string().nullable(),
});
export type MaintenanceType = z.infer<typeof maintenanceTypeRow>;

export const clusterPhoneRow = namedDefinitionRow.extend({ phone: z.string(), description: z.string().nullable() });
export type ClusterPhone = z.infer<typeof clusterPhoneRow>;

export const maintenanceRow = namedDefinitionRow.extend({
  maintenance_type_id: rowId,
  maintenance_type_name: z.string(),
  period_months: z.number().int().nullable(),
  next_on: dateText.nullable(),
  description: z.string().nullable(),
});
export type Maintenance = z.infer<typeof maintenanceRow>;

export const houseIntegrationRow = z.object({
  ...definitionColumns,
  house_id: rowId,
  block_name: z.string().nullable(),
  door_number: z.string(),
  integration_code: z.string(),
  provider_name: z.string(),
});
export type HouseIntegration = z.infer<typeof houseIntegrationRow>;

/** 'Konut Gelirleri': a house with its first current owner and how many owners it has. */
export const housingIncomeRow = z.object({
  id: rowId,
  cluster_id: rowId,
  block_id: rowId.nullable(),
  block_name: z.string().nullable(),
  type: z.enum(HOUSE_KINDS),
  floor: z.string().nullable(),
  door_number: z.string(),
  net_area: z.number().nullable(),
  land_share: z.number().nullable(),
  is_active: z.boolean(),
  owner_id: rowId.nullable(),
  owner_name: z.string().nullable(),
  owner_count: z.number().int(),
});
export type HousingIncome = z.infer<typeof housingIncomeRow>;
