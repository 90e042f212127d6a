// Our rulings on the March on Paris rules (MOP 37), gathered by src/engine/rulings.ts.
import type { Ruling } from '../../rulings';
import { MOP_CARD_RULINGS } from './cards/rulings';

export const MOP_RULINGS: Ruling[] = [...MOP_CARD_RULINGS];
