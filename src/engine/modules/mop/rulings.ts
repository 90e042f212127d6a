// Our rulings on the March on Paris rules (MOP 37), gathered by src/engine/rulings.ts.
import type { Ruling } from '../../rulings';
import { MOPCORE_RULINGS } from './core/rulings';

import { MOP_FIELD_RULINGS } from './field/rulings';

import { MOP_CARD_RULINGS } from './cards/rulings';
import { MOP_SCENARIO_RULINGS } from './scenarioRules/rulings';

export const MOP_RULINGS: Ruling[] = [...MOPCORE_RULINGS, ...MOP_FIELD_RULINGS, ...MOP_CARD_RULINGS, ...MOP_SCENARIO_RULINGS];
