// The engine's only import surface for the store, map, UI and CLI.
import './modules/registry';

export * from './types';
export { newGame, pendingDecision, legalCommands, applyCommand, stateHash, defaultOptions, contextOf } from './core/api';
export type { Ctx } from './core/ctx';
export { contextFor, ruleOn } from './core/ctx';
export { viewFor, canSee, type PlayerView } from './view/viewFor';
export { query, type Query, type QueryAnswer } from './core/query';
export { makeSave, parseSave, replay, saveSchema, type SaveFile, type ReplayResult } from './save/save';
export { loadScenario, parseScenarioText, type ScenarioLoad, type ScenarioProblem } from './scenario/load';
export type { Scenario, ScenarioUnit, ScenarioLeader, HexTerrain, HexsideFeature, UnitType } from './scenario/schema';
export { buildMapIndex, hexClassFor, hexSettings, type MapIndex, type HexInfo } from './board/mapIndex';
export { toHexId, parseHexId, hexsideKey } from './board/hexId';
export { unitStrength, maxSteps, moveClass } from './rules/pieces';
export { clockLabel, isNight } from './rules/clock';
export { victoryPoints } from './rules/victory';
export { RULINGS, type Ruling } from './rulings';
export { canonicalJson, hashString } from './core/hash';
export * from './tables';
export { maneuverOutcome, type ManeuverOutcome, type DefenderManeuver, type AttackerManeuver } from './modules/n20/maneuverMatrix';
