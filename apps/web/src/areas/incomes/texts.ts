import { mergeAreas } from '../../locales/mergeAreas';
import { definitions } from '../../locales/tr/definitions';
import { expenses } from '../../locales/tr/expenses';
import { incomes } from '../../locales/tr/incomes';

/** The Turkish texts of the incomes screens with those of the other areas' parts they show (expenses, definitions), loaded with the screens. */
export default mergeAreas(incomes, expenses, definitions);
