// Times bridge-scorer's matchpoints() on one board read from a JSON file of
// N-S scores (argv[2]); prints {"ms": best time, "values": [...]} as JSON,
// with the values only when argv[3] is "values". The clock runs around the
// library call alone.
'use strict';
const fs = require('fs');
const scorer = require('bridge-scorer');

const scores = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const repeats = Number(process.argv[4] || 3);
let best = Infinity;
let games = null;
for (let r = 0; r < repeats; r++) {
  games = scores.map((score) => ({ contract: { level: 1, denomination: 'NT', risk: '', declaror: 'N' }, score: score }));
  const start = process.hrtime.bigint();
  scorer.matchpoints(games);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  best = Math.min(best, ms);
}
const out = { ms: best };
if (process.argv[3] === 'values') out.values = games.map((g) => g.matchpointsNS.value);
process.stdout.write(JSON.stringify(out));
