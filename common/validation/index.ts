export * from './account';
export * from './booking';
export * from './fields';
export * from './profile';
export * from './wallet';
