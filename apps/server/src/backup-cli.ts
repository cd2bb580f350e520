// `npm run backup` and `npm run restore <file>` (bundled into dist/backup-cli.js): the database the server
// would use (DATABASE_URL, else the embedded one under DATA_DIR); backups go to BACKUP_DIR (./backups).
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { backup, BackupError, restore } from './ops/backup';

const keyNote =
  '암호화된 값(주민등록번호, 급여, 계좌, 장애·보훈)은 SARAM_ENCRYPTION_KEY(또는 DATA_DIR/secrets.json)의 키로만 읽힙니다. 백업에는 키가 없으니 키를 따로 보관하세요.';

function say(line: string) {
  process.stderr.write(`${line}\n`);
}

async function main() {
  const [command, fileArg] = process.argv.slice(2);
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  if (command === 'backup') {
    const result = await backup(target, path.resolve(process.env.BACKUP_DIR || 'backups'));
    say(`백업 완료 (${result.kind === 'postgres' ? 'PostgreSQL, pg_dump' : '내장 PGlite'}): 테이블 ${result.tables}개, 행 ${result.rows}개, ${(result.bytes / 1e6).toFixed(1)} MB`);
    say(keyNote);
    process.stdout.write(`${result.file}\n`);
    return;
  }
  if (command === 'restore' && fileArg) {
    // npm runs scripts from the project folder: a relative path means the folder the command was typed in.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
    const result = await restore(target, file, config.encryptionKey);
    say(`복원 완료 (${result.kind === 'postgres' ? 'PostgreSQL' : `내장 PGlite, ${path.resolve(config.dataDir, 'pgdata')}`}): 테이블 ${result.tables}개, 행 ${result.rows}개`);
    if (result.key === 'missing') say(`주의: 암호화 키가 없습니다. 백업한 데이터베이스의 키를 SARAM_ENCRYPTION_KEY 또는 DATA_DIR/secrets.json에 두기 전에는 서버를 시작하지 마세요(새 키가 만들어지면 암호화된 값을 읽을 수 없습니다).`);
    if (result.key === 'differs') {
      say('오류: 지금의 암호화 키로는 복원한 암호화 값을 풀 수 없습니다. 백업한 데이터베이스가 쓰던 키를 지정하세요.');
      process.exitCode = 1;
    }
    if (result.key === 'matches') say('암호화 키 확인: 복원한 값을 지금의 키로 풀 수 있습니다.');
    return;
  }
  say('사용법 / usage: npm run backup | npm run restore <file>');
  process.exitCode = 2;
}

main().catch((err: unknown) => {
  if (err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirLockedError) say(err.message);
  else say(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
});
