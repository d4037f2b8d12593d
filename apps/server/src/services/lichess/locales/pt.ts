import type { Translations } from '@kingside/contract';

export default {
  'Access was not granted on lichess': 'O acesso não foi concedido no lichess',
  'An Arena has no rounds here: it finishes when lichess ends it, read from lichess':
    'Uma Arena não tem rodadas aqui: termina quando o lichess a encerra, lido do lichess',
  'Arena standings': 'Classificação da Arena',
  'Clock time must be one of {choices} seconds': 'O tempo de relógio tem de ser um destes: {choices} segundos',
  'Connect your lichess account first (Account → Connect lichess)': 'Ligue primeiro a sua conta lichess (Conta → Ligar lichess)',
  'Connected to lichess as {username}': 'Ligado ao lichess como {username}',
  'Continue on lichess': 'Continue no lichess',
  'Increment must be one of {choices} seconds': 'O incremento tem de ser um destes: {choices} segundos',
  'Lichess asked Kingside to slow down; try again in {seconds} seconds':
    'O lichess pediu ao Kingside para abrandar; tente novamente dentro de {seconds} segundos',
  'Lichess could not be reached just now ({reason}); try again in a few minutes':
    'Não foi possível contactar o lichess agora ({reason}); tente dentro de alguns minutos',
  'Lichess did not accept the authorization ({reason})': 'O lichess não aceitou a autorização ({reason})',
  'Lichess did not give the game {game}: {reason}': 'O lichess não forneceu a partida {game}: {reason}',
  'Lichess did not revoke the token ({reason}); try again': 'O lichess não revogou o token ({reason}); tente novamente',
  'Lichess disconnected': 'Lichess desligado',
  'Lichess games': 'Partidas do lichess',
  'Lichess is not connected': 'O lichess não está ligado',
  'Lichess made {games} games for {boards} boards': 'O lichess criou {games} partidas para {boards} tabuleiros',
  'Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again':
    'O lichess já não aceita a sua ligação (o token foi revogado ou expirou): ligue o lichess novamente',
  'Lichess refused the pairing: {reason}': 'O lichess recusou o emparelhamento: {reason}',
  'Lichess refused the tournament — {reasons}': 'O lichess recusou o torneio — {reasons}',
  'Lichess refused to export the Swiss: {reason}': 'O lichess recusou exportar o suíço: {reason}',
  'Lichess refused to give the Arena: {reason}': 'O lichess recusou fornecer a Arena: {reason}',
  'Lichess refused to give the tournament: {reason}': 'O lichess recusou fornecer o torneio: {reason}',
  'Lichess refused: {reason}': 'O lichess recusou: {reason}',
  "Lichess's TRF export could not be read: {reason}": 'Não foi possível ler a exportação TRF do lichess: {reason}',
  'No such tournament': 'Esse torneio não existe',
  'Not on lichess': 'Não está no lichess',
  'On lichess': 'No lichess',
  'Read from lichess: {players} players in the Arena standings': 'Lido do lichess: {players} jogadores na classificação da Arena',
  'Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}':
    'Lido do lichess: {players} jogadores, {rounds, plural, one {# rodada} other {# rodadas}}',
  'Round {round} cannot go to lichess yet. {why}.': 'A rodada {round} ainda não pode ir para o lichess. {why}.',
  'Round {round} has no games to play': 'A rodada {round} não tem partidas para jogar',
  'Round {round} is already on lichess': 'A rodada {round} já está no lichess',
  'Round {round} is not paired yet': 'A rodada {round} ainda não foi emparceirada',
  'Round {round} was not played on lichess': 'A rodada {round} não foi jogada no lichess',
  'Round {round}: {count, plural, one {# game} other {# games}} on lichess': 'Rodada {round}: {count, plural, one {# partida} other {# partidas}} no lichess',
  'Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open':
    'Rodada {round}: {count, plural, one {# resultado} other {# resultados}} do lichess, {pending} ainda em aberto',
  'The lichess tournament': 'O torneio do lichess',
  'The lichess tournament is updated': 'O torneio do lichess foi atualizado',
  'The tournament has finished; lichess no longer takes changes to it': 'O torneio terminou; o lichess já não aceita alterações',
  'This tournament has no lichess counterpart': 'Este torneio não tem correspondente no lichess',
  'This tournament is no Arena on lichess': 'Este torneio não é uma Arena no lichess',
  'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there':
    'Não lidera nenhuma equipa no lichess: crie uma em lichess.org/team/new para lá organizar um suíço',
  'Your lichess connection lacks the {scope} permission: connect lichess again':
    'A sua ligação ao lichess não tem a permissão {scope}: ligue o lichess novamente',
  'Your session has ended; please sign in again': 'A sua sessão terminou; inicie sessão novamente',
  'clockLimit: the clock must give some time': 'clockLimit: o relógio tem de dar algum tempo',
  'lichess_username: connect through lichess first (lichess_login), then confirm the account':
    'lichess_username: ligue-se primeiro através do lichess (lichess_login) e depois confirme a conta',
  'lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again':
    'lichess_username: a conta lichess ligada é {username}; para usar outra, desligue e ligue novamente',
  'startsAt: the games must start in the future (leave it out to start them now)':
    'startsAt: as partidas têm de começar no futuro (omita-o para as iniciar já)',
  'startsAt: the start must be in the future': 'startsAt: o início tem de ser no futuro',
  '{count, plural, one {# round is already under way} other {# rounds are already under way}}':
    '{count, plural, one {# rodada já está em curso} other {# rodadas já estão em curso}}',
  '{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}':
    '{count, plural, one {# equipa que lidera no lichess} other {# equipas que lidera no lichess}}',
  '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess':
    '{count, plural, one {{players} não ligou o lichess} other {{players} não ligaram o lichess}}: entre no Kingside, abra /connect-lichess, prima “Ligar lichess” e aprove no lichess',
  '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account':
    '{count, plural, one {{players} foi inscrito pelo organizador} other {{players} foram inscritos pelo organizador}}: para jogar no lichess, o jogador inscreve-se no torneio com a sua própria conta Kingside',
  '{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}': '{kind, select, swiss {Suíço} other {Arena}} criado no lichess: {url}',
  '{why}; nothing was connected. Start again from “Connect lichess”.': '{why}; nada foi ligado. Comece de novo em “Ligar lichess”.',
  'A Swiss needs its number of rounds': 'Um suíço precisa do número de rodadas',
  'A Swiss has rounds, not a duration': 'Um suíço tem rodadas, não uma duração',
  'An Arena needs its duration': 'Uma Arena precisa da sua duração',
  'An Arena has a duration, not rounds': 'Uma Arena tem uma duração, não rodadas',
} satisfies Translations;
