export { AmountPicker } from './amount-picker';
