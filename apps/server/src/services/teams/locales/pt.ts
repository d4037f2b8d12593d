import type { Translations } from '@kingside/contract';

export default {
  Teams: 'Equipes',
  'Team entered': 'Equipe inscrita',
  'Team saved': 'Equipe guardada',
  'Team deleted': 'Equipe eliminada',
  'Roster saved': 'Plantel guardado',
  'Team approved': 'Equipe aprovada',
  'Team declined': 'Equipe recusada',
  'The player is already on the roster of {team}': 'O jogador já está no plantel de {team}',
  '{tournament} is not a team event: it has players, not teams': '{tournament} não é um torneio por equipes: tem jogadores, não equipes',
  'The tournament has finished; its teams can no longer change': 'O torneio terminou; as suas equipes já não podem mudar',
  'A team round robin takes no teams once round 1 is paired; revert round 1 first':
    'Um todos-contra-todos por equipes não aceita equipes depois de emparelhada a rodada 1; anule primeiro a rodada 1',
  'All {rounds} rounds are paired; a late team would have no round to play':
    'Todas as {rounds} rodadas estão emparelhadas; uma equipe tardia não teria nenhuma rodada para jogar',
  'Team not found in this tournament': 'Equipe não encontrada neste torneio',
  '{team} was approved already': '{team} já foi aprovada',
  '{team} was declined already': '{team} já foi recusada',
  'No account has the email {email}: the captain signs up first, then becomes captain':
    'Nenhuma conta tem o e-mail {email}: o capitão cadastra-se primeiro e depois torna-se capitão',
  '{names} and {last}': '{names} e {last}',
  'Only the tournament’s arbiters and the team’s own captain may set its roster':
    'Só os árbitros do torneio e o capitão da própria equipe podem definir o seu plantel',
  'Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves':
    'A rodada 1 está emparelhada: a partir de agora só o árbitro acrescenta jogadores a um plantel, como novos últimos suplentes',
  'The tournament has finished; its rosters can no longer change': 'O torneio terminou; os seus planteis já não podem mudar',
  "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves":
    'A rodada 1 está emparelhada: a prática FIDE por equipes mantém a ordem de tabuleiros definida antes da rodada 1, por isso os jogadores de {team} ficam na sua ordem e os novos entram só como últimos suplentes',
  '{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament':
    '{count, plural, one {{players} não é jogador} other {{players} não são jogadores}} deste torneio',
  '{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament':
    '{count, plural, one {{players} foi expulso} other {{players} foram expulsos}} do torneio',
  '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}':
    '{count, plural, one {{players} desistiu do torneio; reintegre-o antes de o acrescentar a um plantel} other {{players} desistiram do torneio; reintegre-os antes de os acrescentar a um plantel}}',
  '{player} is already on the roster of {team}; a player plays for one team only': '{player} já está no plantel de {team}; um jogador joga por uma só equipe',
  'A team named {team} is already in this tournament': 'Já existe uma equipe chamada {team} neste torneio',
  "{team}'s entry fee was refunded, so it cannot come back into the tournament":
    'A taxa de inscrição de {team} foi reembolsada, por isso não pode voltar ao torneio',
  'The team was withdrawn before round {round} was paired without it, so it cannot come back':
    'A equipe foi retirada antes de a rodada {round} ser emparelhada sem ela, por isso não pode voltar',
  'Round 1 is paired, so {team} stays in the event; withdraw it instead': 'A rodada 1 está emparelhada, por isso {team} fica no torneio; retire-a em vez disso',
} satisfies Translations;
