export * from './fireTable';
export * from './percentReduction';
export * from './compliance';
export * from './localDecision';
export * from './confidence';
export * from './hiddenMovement';
export * from './terrainEffects';
export * from './morale';
