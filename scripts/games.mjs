// The games, in the home's order, read from the one list of the games:
// `for_each_game!` in src/games/mod.rs. Scripts and browser tests go over
// every game through it, so that a new game is one line there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIST = fs.readFileSync(path.join(ROOT, 'src/games/mod.rs'), 'utf8');

export const GAME_IDS = [...LIST.matchAll(/^\s+(\w+): \$crate::games::\w+::\w+,/gm)].map((m) => m[1]);
if (GAME_IDS.length === 0) throw new Error('no game in src/games/mod.rs (for_each_game!)');
