// The engine's only import surface for the store, map, UI and CLI.
// every rules system in Node; in the browser each system's code when a game of it starts (loadRulesFor)
import '#rules-registry';

export * from './types';
export { newGame, pendingDecision, legalCommands, applyCommand, stateHash, defaultOptions, contextOf } from './core/api';
export type { Ctx } from './core/ctx';
export { contextFor, ruleOn } from './core/ctx';
export { loadRulesFor, rulesLoaded, type RulesNeed } from './core/ctx';
export { normaliseOptions, type NormalisedOptions } from './core/options';
export type { RuleToggle } from './core/module';
export { viewFor, canSee, type PlayerView } from './view/viewFor';
export { query, type Query, type QueryAnswer } from './core/query';
export type { AssaultPreview, FirePreview } from './modules/nlc/combat/preview';
export type { CombatRecord, FireLine } from './modules/nlc/combat/types';
// NLC cavalry (7.7-7.10): the charge preview and the standing reaction-charge instructions for the client
export type { ChargePreview } from './modules/nlc/cavalry/preview';
export { INSTRUCTION_CHOICES, describeInstruction, instructionOf, instructionChoice, parseInstruction, type ReactionInstruction } from './modules/nlc/cavalry/standing';
export { makeSave, parseSave, replay, saveSchema, type SaveFile, type ReplayResult } from './save/save';
export { loadScenario, parseScenarioText, type ScenarioLoad, type ScenarioProblem } from './scenario/load';
export { resolveMapSheet, sheetOf, mapSheetSchema, type MapSheetFile } from './scenario/sheet';
export type { Scenario, ScenarioUnit, ScenarioLeader, HexTerrain, HexsideFeature, UnitType } from './scenario/schema';
export { buildMapIndex, hexClassFor, hexSettings, type MapIndex, type HexInfo } from './board/mapIndex';
export { toHexId, parseHexId, hexsideKey } from './board/hexId';
export { windowRectangle, onRoadOrTrail } from './board/mapIndex';
export { mapBounds, type MapBounds, type MapWindow } from './scenario/window';
export { unitStrength, maxSteps, moveClass } from './rules/pieces';
export { clockLabel, isNight } from './rules/clock';
export { victoryPoints } from './rules/victory';
export { RULINGS, type Ruling } from './rulings';
export { choiceLabel, commandLabel, checkLabel, RAW_IDENTIFIER } from './labels';
export { decisionLabel, decisionHasWords, orderPhrase } from './labels';
export { nlcScore, type SideScore, type FormationScore } from './modules/nlc/score';
export { canonicalJson, hashString } from './core/hash';
export { logEntries, logLength } from './core/logBook';
export * from './tables';
export {
  maneuverOutcome,
  DEFENDER_MANEUVERS,
  ATTACKER_MANEUVERS,
  MANEUVER_LABEL,
  type ManeuverOutcome,
  type DefenderManeuver,
  type AttackerManeuver,
} from './modules/n20/maneuverMatrix';
export { T as N20_TOGGLES } from './modules/n20/options';
// Napoleonic 20 reference data for the client's card, morale and table screens (N20X 5.0, N20 base).
export { SPECIAL_CARDS, SPECIAL_BY_ID, BASE_EVENTS, BASE_BY_ID, type SpecialCard, type EventCard } from './modules/n20/data/cards';
export { MORALE as N20_MORALE } from './modules/n20/data/morale';
export { CRT as N20_CRT, CRT_COLUMNS as N20_CRT_COLUMNS, type CrtResult as N20CrtResult } from './modules/n20/data/crt';
// Napoleonic 20 chart data and battle previews for the client (charts, reserve odds, attack preview).
export { CRT_MEANING as N20_CRT_MEANING } from './modules/n20/data/crt';
export { N20_HEX_TERRAIN, N20_HEXSIDE, N20_WORKS, N20_ROAD_COST } from './modules/n20/data/terrain';
export { FIELD_WORKS_TABLE as N20_FIELD_WORKS_TABLE } from './modules/n20/data/fieldWorks';
export { RALLY as N20_RALLY, ROUT as N20_ROUT, HAZARD as N20_HAZARD, DISORDER as N20_DISORDER } from './modules/n20/data/morale';
export { n20BattlePreview, type N20BattlePreview, type N20Odds } from './modules/n20/preview';
// NLC 12 orders: the courier delay and the order data for the client.
export { orderTransmissionDelay } from './modules/nlc/orders/transmission';
export { ORDER_INFO, orderLabel } from './modules/nlc/orders/orderTypes';
export { ORDER_TYPES, type ConfidenceRoll, type Order, type OrderSpec, type OrderStatus, type OrderType, type OrdersSide } from './modules/nlc/orders/types';
export type { OrderChoices, OrderTypeChoice, OrderPreview, CommandRangeAnswer } from './modules/nlc/orders/preview';
export { RESULT_WORDS as COMPLIANCE_RESULT_WORDS } from './modules/nlc/orders/receive';
// mopcore: March on Paris core help and terrain chart for the client (MOP 37)
export { MOP_CORE_HELP } from './modules/mop/core/help';
export { MOP_TERRAIN_EFFECTS } from './modules/mop/core/terrainTable';
// March on Paris field rules (mopfield): weather data for the turn track, the field state, train moves
export { WEATHER_EFFECTS, WEATHERS, weatherRollDue, type Weather, type WeatherEffects } from './modules/mop/field/weather';
export type { MopFieldState, TrainState } from './modules/mop/field/state';
export type { SupplyAnswer } from './modules/mop/field/supply';
export { fieldActions, type FieldAction } from './modules/mop/field/actions';
// MOP 37.11 vedettes and 37.11.1 repulse: the client's buttons (each command still checked in full)
export { vedetteChoices, vedetteState, type VedetteState } from './modules/mop/field/vedetteCounters';
export { repulseMove } from './modules/mop/field/repulse';
// March on Paris cards and victory (MOP 37.12, 37.13, A.I-A.III): the deck, the Random Events Tables, the tally.
export { mopRandomEvent, RANDOM_EVENTS, type EventTable, type EventRow } from './modules/mop/cards/tables';
export { MOP_CARDS, CARD_BY_N as MOP_CARD_BY_N, type MopCard, type Camp as MopCamp } from './modules/mop/cards/deck';
export { APPLIED as MOP_CARDS_APPLIED } from './modules/mop/cards/deck';
export { campOf as mopCampOf } from './modules/mop/cards/mode';
export type { MopView } from './modules/mop/view';
export type { PlayedCard as MopPlayedCard, SideCards as MopSideCards } from './modules/mop/cards/state';
export type { MopSideVp, VpLine as MopVpLine } from './modules/mop/victory/points';
// Hidden forces (NLC 20.1, MOP 37.10, 37.11): the owner's secret record and the markers of the view
export type { HiddenSide, HiddenMarch, HiddenMarker } from './rules/hidden';
// the sight lines the 'sight' query answers (NLC 8.1, 8.3), for the map and the bombardment panel
export type { SightAnswer, SightLine } from './modules/nlc/artillery/bombard';
