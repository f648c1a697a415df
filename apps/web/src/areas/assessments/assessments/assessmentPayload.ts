import { type AssessmentInput, type AssessmentType, assessmentSchema, refineAssessment } from '@site/shared';

/** The four assessment screens: route segment, API type and list title. */
export const ASSESSMENT_SCREENS = [
  { segment: 'general', type: 'general', title: 'menu.assessments.general' },
  { segment: 'free', type: 'free', title: 'menu.assessments.free' },
  { segment: 'house-type', type: 'house_type', title: 'menu.assessments.houseType' },
  { segment: 'parametric', type: 'parametric', title: 'menu.assessments.parametric' },
] as const satisfies readonly { segment: string; type: AssessmentType; title: string }[];

export type AssessmentScreen = (typeof ASSESSMENT_SCREENS)[number];

/** The screen of a path such as `/assessments/house-type/12/edit`. */
export function assessmentScreenOf(pathname: string): AssessmentScreen {
  const segment = pathname.split('/')[2];
  return ASSESSMENT_SCREENS.find((s) => s.segment === segment) ?? ASSESSMENT_SCREENS[0];
}

type Amount = { amount?: number | null };

/** What the form holds: the payload's own field names, any of them still empty. */
export type AssessmentFormValues = {
  income_type_id?: number | null;
  description?: string | null;
  split_method?: AssessmentInput['split_method'];
  parameter?: AssessmentInput['parameter'];
  debitor_type_id?: number | null;
  calculation_type_id?: number | null;
  block_ids?: number[] | null;
  include_empty?: boolean;
  amount_type_id?: number | null;
  amount?: number | null;
  house_amounts?: ({ house_id: number } & Amount)[] | null;
  type_amounts?: ({ house_type_id: number } & Amount)[] | null;
  starts_on?: string | null;
  months?: number | null;
};

/** Create defaults: owners pay, the whole complex, empty houses included, a monthly amount, one month. */
export const ASSESSMENT_DEFAULTS: AssessmentFormValues = {
  debitor_type_id: 1,
  calculation_type_id: 1,
  include_empty: true,
  amount_type_id: 1,
  months: 1,
};

const charged = <T extends Amount>(rows: T[] | null | undefined) =>
  (rows ?? []).filter((r): r is T & { amount: number } => typeof r.amount === 'number' && r.amount > 0);

/**
 * The API body of an assessment: only the fields its type uses, block choices only for 'Seçili Bloklar',
 * and only the houses / unit types that are charged something.
 */
export function toAssessmentPayload(
  values: AssessmentFormValues,
  type: AssessmentType,
  clusterId: number | null,
): Record<string, unknown> {
  const usesAmount = type === 'general' || type === 'parametric';
  const description = values.description?.trim();
  return {
    cluster_id: clusterId,
    assessment_type: type,
    income_type_id: values.income_type_id ?? null,
    description: description ? description : null,
    split_method: type === 'general' ? (values.split_method ?? null) : null,
    parameter: type === 'parametric' ? (values.parameter ?? null) : null,
    debitor_type_id: values.debitor_type_id ?? null,
    calculation_type_id: values.calculation_type_id ?? null,
    block_ids: values.calculation_type_id === 2 ? (values.block_ids ?? []) : null,
    include_empty: values.include_empty ?? true,
    amount_type_id: values.amount_type_id ?? null,
    amount: usesAmount ? (values.amount ?? null) : null,
    house_amounts:
      type === 'free' ? charged(values.house_amounts).map((h) => ({ house_id: h.house_id, amount: h.amount })) : null,
    type_amounts:
      type === 'house_type'
        ? charged(values.type_amounts).map((t) => ({ house_type_id: t.house_type_id, amount: t.amount }))
        : null,
    starts_on: values.starts_on ?? null,
    months: values.months ?? null,
  };
}

const completeAssessment = assessmentSchema.superRefine(refineAssessment);

/** True when the server would accept the payload's shape, so a preview is worth asking for. */
export function isPreviewable(payload: Record<string, unknown>): boolean {
  return completeAssessment.safeParse(payload).success;
}
