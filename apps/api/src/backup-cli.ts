/**
 * `npm run backup` writes a consistent copy of the configured database into BACKUP_DIR while the
 * servers keep serving; `npm run restore -- <file>` puts one back (stop the servers first).
 * Both read the same environment as the server (decision 0074).
 */
import { loadConfig } from './config.js';
import { backupDatabase, backupSettings, restoreDatabase } from './modules/backups/backup-service.js';

const [command, file] = process.argv.slice(2);
try {
  const settings = backupSettings(loadConfig(process.env));
  if (command === 'backup') {
    console.log(`backup written: ${await backupDatabase(settings.source, settings)}`);
  } else if (command === 'restore' && file) {
    await restoreDatabase(settings.source, file);
    console.log(`restored ${file}; start the servers again`);
  } else {
    console.error('usage: npm run backup | npm run restore -- <backup file>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
