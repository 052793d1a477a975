/**
 * A throwaway PostgreSQL cluster of the drills' own, in a temporary directory on a free loopback port, so that a
 * drill may stop and start its database without touching the machine's shared PostgreSQL (others use it).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { userInfo, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './load';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: clients are disconnected, open transactions rolled back */
  stop(): Promise<void>;
  /** `pg_ctl start` on the same directory and port */
  start(): Promise<void>;
  /** stops the postmaster by its pid, whatever state it is in, and removes the directory */
  dispose(): Promise<void>;
}

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else the directory of `pg_config --bindir`. */
async function findBinaries(): Promise<string> {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  try {
    candidates.push((await run('pg_config', ['--bindir'])).stdout.trim());
  } catch {
    // no pg_config on the PATH
  }
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!found)
    throw new Error(
      'The drill needs PostgreSQL binaries (initdb, pg_ctl) to run a private PostgreSQL, and found none in ' +
        `PG_BIN, /usr/lib/postgresql/*/bin or pg_config --bindir (looked at: ${candidates.join(', ') || 'nothing'}). ` +
        'Install the PostgreSQL server package (e.g. apt-get install postgresql) or set PG_BIN.',
    );
  return found;
}

/** initdb refuses to run as root: as root the cluster belongs to the `postgres` user and its tools run as it. */
const asRoot = userInfo().uid === 0;
const clusterUser = 'postgres';

async function runTool(bin: string, tool: string, args: string[]): Promise<string> {
  const file = path.join(bin, tool);
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', clusterUser, '--', file, ...args]]
    : [file, args];
  try {
    const { stdout, stderr } = await run(command, commandArgs, { timeout: 30_000 });
    return stdout + stderr;
  } catch (error) {
    // execFile's error carries what the tool printed before it failed
    const printed = (stream: 'stdout' | 'stderr') =>
      error instanceof Error && stream in error ? String(Reflect.get(error, stream)) : '';
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${tool} ${args.join(' ')} failed: ${message}\n${printed('stdout')}${printed('stderr')}`);
  }
}

function giveToClusterUser(dir: string) {
  if (!asRoot) return;
  const { uid, gid } = clusterUserIds();
  chownSync(dir, uid, gid);
}

function clusterUserIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${clusterUser}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error(`there is no '${clusterUser}' user to run initdb as (initdb refuses root)`);
  return { uid: Number(uid), gid: Number(gid) };
}

/** The postmaster's pid from postmaster.pid, or null when it is not running. */
function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(
      readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Creates and starts a private cluster; fails with the reason when this machine cannot run one. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await findBinaries();
  const root = await mkdtemp(path.join(tmpdir(), 'shop-drill-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const port = await freePort();
  // the socket goes to the drill's own directory, never to the shared /var/run/postgresql
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;

  const start = async () => {
    await runTool(bin, 'pg_ctl', ['start', '-w', '-t', '30', '-D', dataDir, '-l', logFile, '-o', options]);
  };
  const stopWith = (mode: 'fast' | 'immediate') =>
    runTool(bin, 'pg_ctl', ['stop', '-w', '-t', '30', '-D', dataDir, '-m', mode]);

  try {
    giveToClusterUser(root);
    await runTool(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await start();
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: async () => {
      await stopWith('fast');
    },
    async dispose() {
      const pid = postmasterPid(dataDir);
      if (pid !== null) {
        try {
          process.kill(pid, 'SIGQUIT'); // PostgreSQL's immediate shutdown
        } catch {
          // already gone
        }
        await waitUntil(() => !isAlive(pid), 10_000);
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
