import { startFakeLichess } from './server.js';

/**
 * `npm run fake:lichess`: a fake lichess on 127.0.0.1 (PORT, or a free port) with a demo organiser
 * who leads a team, and players to join events through the control API (/_fake/…). Start Kingside
 * with the printed LICHESS_URL.
 */
const fake = await startFakeLichess({ port: process.env.PORT ? Number(process.env.PORT) : 0 });
fake.world.addUser('DemoOrganiser', 2000);
const players = ['Alice', 'Bruno', 'Chiara', 'Dmitri', 'Eva', 'Farid'].map((name, i) => fake.world.addUser(name, 2100 - i * 60).username);
fake.world.addTeam('kingside-demo-club', 'Kingside Demo Club', 'DemoOrganiser', players);
process.stdout.write(`LICHESS_URL=${fake.url}\n`);
process.stdout.write(`Lichess users: DemoOrganiser (leads the team kingside-demo-club), ${players.join(', ')}\n`);
process.stdout.write(
  `Play a Swiss: curl -X POST ${fake.url}/_fake/swiss/<id>/join -H 'content-type: application/json' -d '{"usernames":${JSON.stringify(players)}}'; then POST ${fake.url}/_fake/swiss/<id>/rounds\n`,
);
setInterval(() => {
  if (fake.problems.length) process.stderr.write(`${fake.problems.splice(0).join('\n')}\n`);
}, 1000);
