// What other areas may use of this one (the recurring dues of definitions use the same inputs).
export { BlockSelect } from './assessments/BlockSelect';
export { TypeAmountsInput } from './assessments/TypeAmountsInput';
