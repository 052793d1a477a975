import { rmSync } from 'node:fs';
import path from 'node:path';

/** Before the journeys: the screenshots folder holds this run's screens only, none left from an older run. */
export default function setup(): void {
  rmSync(path.join(import.meta.dirname, '..', 'artifacts', 'screens'), { recursive: true, force: true });
}
