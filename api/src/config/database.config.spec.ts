import { loadDatabaseConfig } from './database.config';

describe('database configuration', () => {
  it('starts the embedded Postgres with no run-time parameters of its own by default', () => {
    expect(loadDatabaseConfig({}).embedded.settings).toEqual({});
  });

  it('reads DATABASE_EMBEDDED_SETTINGS as name=value pairs, values keeping their commas and dots', () => {
    const settings = loadDatabaseConfig({
      DATABASE_EMBEDDED_SETTINGS: ' shared_preload_libraries=pg_stat_statements,auto_explain  pg_stat_statements.track=all work_mem=16MB ',
    }).embedded.settings;
    expect(settings).toEqual({
      shared_preload_libraries: 'pg_stat_statements,auto_explain',
      'pg_stat_statements.track': 'all',
      work_mem: '16MB',
    });
  });

  it('stops the start on a setting that is not a name=value pair, naming the variable', () => {
    expect(() => loadDatabaseConfig({ DATABASE_EMBEDDED_SETTINGS: 'work_mem 16MB' })).toThrow(/DATABASE_EMBEDDED_SETTINGS must be name=value pairs/);
    expect(() => loadDatabaseConfig({ DATABASE_EMBEDDED_SETTINGS: 'work_mem=' })).toThrow(/DATABASE_EMBEDDED_SETTINGS/);
  });

  it('refuses a logging collector, which would hide the output the start waits for', () => {
    expect(() => loadDatabaseConfig({ DATABASE_EMBEDDED_SETTINGS: 'logging_collector=on log_directory=/tmp' })).toThrow(/cannot set logging_collector/);
  });
});
