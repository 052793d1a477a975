// `npm run stories:accept`: the pictures of the last story check that changed or are new become the baselines.
// Review them first (artifacts/review/index.html); commit stories/check/baselines/ with the change that made them.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { baselineOf, keepPixelIndex, REVIEW, toBaseline } from './pictures';

const names = existsSync(REVIEW)
  ? readdirSync(REVIEW, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(REVIEW, entry.name, 'after.png')))
      .map((entry) => entry.name)
  : [];
for (const name of names)
  writeFileSync(baselineOf(name), await toBaseline(path.join(REVIEW, name, 'after.png')));
const indexed = await keepPixelIndex();
console.log(
  names.length === 0
    ? 'Nothing to accept: the last story check left no changed or new pictures.'
    : `Accepted ${names.length} pictures into stories/check/baselines/.`,
  indexed > 0 ? `(${indexed} read into baselines/pixels.json)` : '',
);
