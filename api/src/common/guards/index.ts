export * from './admin.guard';
export * from './authenticated.guard';
