import { mergeAreas } from '../../locales/mergeAreas';
import { assessments } from '../../locales/tr/assessments';
import { budget } from '../../locales/tr/budget';
import { budgetPlanning } from '../../locales/tr/budgetPlanning';
import { definitions } from '../../locales/tr/definitions';

/** The Turkish texts of the budget screens with those of the other areas' parts they show (assessments, definitions), loaded with the screens. */
export default mergeAreas(budget, budgetPlanning, assessments, definitions);
