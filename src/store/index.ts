export * from './gameStore';
export * from './catalogue';
export * from './derive';
export * from './persist';
export * from './library';
export * from './exportCut';
export * from './recentRolls';
