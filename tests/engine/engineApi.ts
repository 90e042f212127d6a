// Tests import the engine through its public surface, plus the few internals they pin down.
export * from '../../src/engine/index';
export type { ScenarioInput } from '../../src/engine/scenario/schema';
