export * from './tables/index';
